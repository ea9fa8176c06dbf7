"""Dynamo (``torch.compile``): the driver, the ``breaks.txt`` format, and framework-free views."""
