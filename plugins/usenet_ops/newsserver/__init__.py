"""newsserver."""
