"""Release assembly: staged sets into releases, name-only fragments merged into one upload."""
