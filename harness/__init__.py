"""Golden-file snapshots of what dynamic-to-static converters do to Python code."""

from harness.spec import case

__all__ = ["case"]
__version__ = "0.1.0"
