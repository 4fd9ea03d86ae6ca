"""Benchmarks: run with `make bench` or `python -m bench.<name>`; figures go to README."""
