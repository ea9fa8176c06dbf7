"""echo, the framework-free converter of the harness's own tests: its registry entry (the driver is ``driver.py``, its views ``views.py``)."""

from __future__ import annotations

from harness.registry import Converter

ECHO = Converter(
    "echo",
    "harness",
    ("dy2static-harness",),
    "harness.convert.echo.driver",
    title="Echo",
    primary_outputs=(("source.py", "Source"), ("ast.txt", "AST")),
    views="harness.convert.echo.views:VIEWS",
)
