"""Converter drivers; each runs in a fresh child or a warm worker, never in pytest."""
