"""echo, the framework-free converter of the harness's own tests: its registry entry (the driver is ``driver.py``, its views ``views.py``)."""

from __future__ import annotations

from dataclasses import replace

from harness.converter import Converter

ECHO = Converter(
    "echo",
    "harness",
    ("dy2static-harness",),
    "harness.testing.echo.driver",
    title="Echo",
    primary_outputs=(("source.py", "Source"), ("ast.txt", "AST")),
    views="harness.testing.echo.views:VIEWS",
    environment=("ECHO_",),
    pinned=(("ECHO_PINNED", "1"),),
    unwraps=("echo_original",),
    own_code=("harness.testing.echo.driver",),
    rules=(("*", 17, "the case's source and its constants"),),
)


def echo_on(framework: str, companions: tuple[str, ...] = ()) -> Converter:
    """Echo whose baselines are named by another distribution's version (``<framework>-X.Y``), with companions a
    case file may import: how a framework-free project stages a framework upgrade, one installed version at a time.

    >>> entry = echo_on("fakefw", ("fakeaudio",))
    >>> entry.name, entry.baseline("1.2.0"), entry.routes
    ('echo', 'fakefw-1.2', ('fakefw', 'fakeaudio'))
    """
    return replace(
        ECHO, framework=framework, distributions=(framework,), imports=(framework, *companions), companions=companions
    )
