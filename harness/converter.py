"""What a converter is: its registry entry (``Converter``) and how its framework's module classes read (``ModuleClasses``).

A leaf: it imports no converter, so each converter's folder declares its entry with it."""

from __future__ import annotations

import functools
import importlib
import importlib.metadata
import importlib.util
import re
from collections.abc import Iterable
from dataclasses import dataclass

from harness.views import DEFAULT, Views


@dataclass(frozen=True)
class ModuleClasses:
    """How a framework's module classes are written in a case file: a public class that derives from one is a case,
    converted as an instance, when its constructor needs no argument.

    >>> sorted(ModuleClasses("fw.nn", "Module").spellings("Module"))
    ['Module', 'fw.nn.Module', 'nn.Module']
    """

    package: str  # where they live, dotted: torch.nn
    root: str  # the class every one of them derives from: Module
    no_arguments: tuple[str, ...] = ()  # classes of the package whose constructors need no argument: containers
    not_modules: tuple[str, ...] = ()  # capitalised names of the package that are no module class: Parameter
    others: tuple[str, ...] = ()  # module classes outside the package, dotted: torch.jit.ScriptModule

    def spellings(self, name: str, package: str | None = None) -> set[str]:
        """How a class of the package (or of ``package``) may be written as a base: bare, or under its package's
        trailing parts."""
        parts = (package or self.package).split(".")
        return {".".join([*parts[i:], name]) for i in range(len(parts) + 1)}

    def roots(self) -> set[str]:
        """Every spelling of the classes every module derives from."""
        found = self.spellings(self.root)
        for other in self.others:
            package, _, name = other.rpartition(".")
            found |= self.spellings(name, package)
        return found


@dataclass(frozen=True)
class Converter:
    """Everything the harness knows about one converter; its driver is the only code that runs it.

    ``driver`` is a module, imported only in a worker child, with
    ``convert(target, spec) -> dict[str, str]`` (output file name to text).
    """

    name: str
    framework: str  # the package whose presence enables it; names its baseline folders
    distributions: tuple[str, ...]  # where its version is read, in order
    driver: str
    imports: tuple[str, ...] = ()  # top-level imports that route a case file to it (default: the framework)
    # It takes only the case files that import one of its ``imports``, and takes them alone: no framework-free file,
    # nor every file of its framework (a converter with a corpus of its own beside the framework's other converters).
    own_files: bool = False
    companions: tuple[str, ...] = ()  # optional packages its fork server preloads and its manifest records
    family: tuple[str, ...] = ()  # other distributions that can change its outputs; the manifest records each installed
    title: str = ""
    order: int = 0  # where the tools list it among the converters: lowest first
    primary_outputs: tuple[tuple[str, str], ...] = ()  # (output, heading) the explorer shows first
    settings: tuple[tuple[str, str], ...] = ()  # what its driver pins that shapes the output; in each manifest
    minimum: tuple[tuple[int, int], str] | None = None  # the oldest framework (major, minor) it runs on, and why
    environment: tuple[str, ...] = ()  # prefixes of the variables its framework reads: they join its cache key
    pinned: tuple[tuple[str, str], ...] = ()  # variables its fork server sets, whatever the user's shell has
    unwraps: tuple[str, ...] = ()  # attributes by which its decorator's result keeps the function as written
    module_classes: ModuleClasses | None = None  # its framework's module classes: a subclass in a case file is a case
    own_code: tuple[str, ...] = ()  # modules of the harness that are the converter itself (echo's driver), not a driver
    views: str = (
        ""  # ``package.module:ATTRIBUTE`` of its framework-free views (harness.views.Views); the defaults if empty
    )

    @property
    def routes(self) -> tuple[str, ...]:
        return self.imports or (self.framework,)

    @property
    def preload(self) -> tuple[str, ...]:
        """What its fork server imports once: the framework, the companions (optional), the driver."""
        return (self.framework, *(f"{c}?" for c in self.companions), self.driver)

    def load_views(self) -> Views:
        """What the tools show of it: its views, imported without its framework.

        >>> from harness.registry import CONVERTERS
        >>> type(CONVERTERS["autograph"].load_views()).__name__, type(CONVERTERS["fx"].load_views()).__name__
        ('AutoGraphViews', 'Views')
        """
        return _views(self.views) if self.views else DEFAULT

    def installed_version(self) -> str | None:
        """The framework's installed version, found without importing it."""
        if importlib.util.find_spec(self.framework) is None:
            return None
        for distribution in self.distributions:
            try:
                return importlib.metadata.version(distribution)
            except importlib.metadata.PackageNotFoundError:
                continue
        return None

    def missing_companion(self, imports: Iterable[str]) -> str | None:
        """The first of its companions that a case file imports and that is not installed, or None."""
        return next((c for c in self.companions if c in imports and importlib.util.find_spec(c) is None), None)

    def setting(self, name: str) -> str:
        """One of its pinned settings, as the manifest records it."""
        return dict(self.settings)[name]

    def unsupported(self, version: str) -> str | None:
        """Why it cannot run on this framework version, or None when it can.

        >>> from harness.registry import CONVERTERS
        >>> CONVERTERS["dynamo"].unsupported("2.0.1")
        'torch 2.0.1 is older than 2.1: torch.compile refuses Python 3.11 before torch 2.1'
        >>> CONVERTERS["dynamo"].unsupported("2.11.0+cpu") is None
        True
        """
        if self.minimum is None:
            return None
        (major, minor), why = self.minimum
        return (
            None
            if minor_release(version) >= (major, minor)
            else f"{self.framework} {version} is older than {major}.{minor}: {why}"
        )

    def baseline(self, version: str) -> str:
        """The baseline folder name for a version.

        >>> from harness.registry import CONVERTERS
        >>> CONVERTERS["torchscript"].baseline("2.11.0+cpu"), CONVERTERS["autograph"].baseline("2.22rc0")
        ('torch-2.11', 'tensorflow-2.22')
        """
        major, minor = minor_release(version)
        return f"{self.framework}-{major}.{minor}"


def minor_release(version: str) -> tuple[int, int]:
    """A version's major and minor numbers, however it is spelled (``2.22.0rc0``, ``2.22rc0``, ``2.11.0+cpu``).

    >>> minor_release("2.22rc0"), minor_release("0.10.2")
    ((2, 22), (0, 10))
    """
    match = re.match(r"^v?(\d+)\.(\d+)", version.strip())
    if match is None:
        raise ValueError(f"{version!r} names no minor release (X.Y)")
    return int(match[1]), int(match[2])


@functools.cache
def _views(reference: str) -> Views:
    module, _, attribute = reference.partition(":")
    views = getattr(importlib.import_module(module), attribute)
    if not isinstance(views, Views):
        raise TypeError(f"{reference} is a {type(views).__name__}, not a harness.views.Views")
    return views
