"""Paddle SOT (``to_static`` in its default mode): the driver, the ``breaks.txt`` format, and framework-free views."""
