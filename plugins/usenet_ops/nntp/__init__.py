"""nntp."""
