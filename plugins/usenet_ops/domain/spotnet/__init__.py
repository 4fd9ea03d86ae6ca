"""Spotnet: spots, signatures, payloads, categories, and a spot as a catalogue release."""
