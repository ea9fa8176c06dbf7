"""Converter drivers; each runs inside a forked worker child, never in pytest."""
