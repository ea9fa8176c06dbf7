"""The built-in converters, in the order the tools show them: each a folder of this package whose ``entry.py`` holds
its registry entry (``ENTRY``); the registry loads them from here, by reference, and names none itself."""

NAMES = ("autograph", "torchscript", "export", "fx", "dynamo", "jax", "paddle", "sot")
ENTRIES = tuple(f"harness.convert.{name}.entry:ENTRY" for name in NAMES)
