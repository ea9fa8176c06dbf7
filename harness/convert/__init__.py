"""The converters: their registry, and one folder each, whose driver runs in a fresh child or a warm worker, never in pytest."""
