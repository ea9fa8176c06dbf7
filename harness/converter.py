"""What a converter is: its registry entry (``Converter``), the ``@case`` options it reads (``CaseOption``) and how its
framework's module classes read (``ModuleClasses``).

A leaf: it imports no converter, so each converter's folder declares its entry with it."""

from __future__ import annotations

import ast
import dataclasses
import functools
import importlib
import importlib.metadata
import importlib.util
import platform
import re
import sys
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness.views import DEFAULT, Views

# The interpreter a baseline's name leaves unsaid: the oldest Python the harness runs on. A converter whose outputs
# depend on the interpreter (``Converter.interpreter``) names every other Python in its baselines: numba-0.68-python3.12.
BASE_PYTHON = (3, 11)


@dataclass(frozen=True)
class ModuleClasses:
    """How a framework's module classes are written in a case file: a public class that derives from one is a case,
    converted as an instance, when its constructor needs no argument.

    >>> sorted(ModuleClasses("fw.nn", "Module").spellings("Module"))
    ['Module', 'fw.nn.Module', 'nn.Module']
    """

    package: str  # where they live, dotted: fw.nn
    root: str  # the class every one of them derives from: Module
    no_arguments: tuple[str, ...] = ()  # classes of the package whose constructors need no argument: containers
    not_modules: tuple[str, ...] = ()  # capitalised names of the package that are no module class: Parameter
    others: tuple[str, ...] = ()  # module classes outside the package, dotted: fw.jit.ScriptModule

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


def _names(what: str, example: str) -> Callable[[str, Any], tuple[str, ...]]:
    def check(option: str, value: Any) -> tuple[str, ...]:
        names = tuple(value) if not isinstance(value, str) else None
        if names is None or not all(isinstance(name, str) and name.isidentifier() for name in names):
            raise ValueError(f'{option} must be a tuple of {what} such as ("{example}",), not {value!r}')
        return names

    return check


def _flag(option: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{option} must be True or False, not {value!r}")
    return value


@dataclass(frozen=True)
class CaseOption:
    """A keyword of ``@case`` that a converter reads: its name, its default, how a value is checked, and whether it is
    a literal tuple of names (read from the case file's text, without importing it, as ``converters`` is).

    Several converters may read one option; they then declare the same object.

    >>> features = CaseOption.names("features", "feature names", "LISTS", "the converter's optional features")
    >>> features.check(["LISTS"]), features.literal
    (('LISTS',), True)
    >>> features.check("LISTS")
    Traceback (most recent call last):
    ...
    ValueError: features must be a tuple of feature names such as ("LISTS",), not 'LISTS'
    >>> CaseOption.flag("dynamic", "symbolic shapes").check(1)
    Traceback (most recent call last):
    ...
    ValueError: dynamic must be True or False, not 1
    """

    name: str
    default: Any
    validate: Callable[[str, Any], Any]  # the value as stored, or ValueError saying what the option takes
    help: str  # what it asks of the converters that read it (docs/cases.md says it at length)
    literal: bool = False

    @classmethod
    def names(cls, name: str, what: str, example: str, help: str) -> CaseOption:
        """An option whose value is a literal tuple of names (``("LISTS",)``)."""
        return cls(name, (), _names(what, example), help, literal=True)

    @classmethod
    def flag(cls, name: str, help: str) -> CaseOption:
        """An option that is True or False, False unless the case says."""
        return cls(name, False, _flag, help)

    def check(self, value: Any) -> Any:
        return self.validate(self.name, value)

    def of(self, options: Mapping[str, Any]) -> Any:
        """Its value in a case's options (``CaseSpec.options``), or its default."""
        return options.get(self.name, self.default)


@dataclass(frozen=True)
class Decoration:
    """What a driver reads of its converter's own decorator on a case that arrived decorated (``Converter.unwraps``):
    the options it was given, those the harness reads as the ``@case`` options they are (by ``CaseOption`` name), and
    the others as written (``name=value``), which ``decorated.txt`` names as left out."""

    options: Mapping[str, Any]
    unread: tuple[str, ...] = ()


@dataclass(frozen=True)
class Normalizers:
    """What a converter's outputs hold that would differ from one run or machine to the next, and how the runner
    says it stably. Functions are ``package.module:function`` (text to text), framework-free, applied in a worker
    child to every output; every registered converter's apply to every output, in registry order.

    >>> mine = Normalizers(counters=("tmp_([0-9]+)",), leaks=(("a value", "v=[0-9]"),))
    >>> both = Normalizers.union([mine, Normalizers(counters=("tmp_([0-9]+)", "n([0-9]+)"))])
    >>> both.counters, both.leaks
    (('tmp_([0-9]+)', 'n([0-9]+)'), (('a value', 'v=[0-9]'),))
    """

    generated: tuple[str, ...] = ()  # files its framework writes under a random name, named stably (before paths)
    float_prints: tuple[str, ...] = ()  # its framework's prints of computed floats, their values hidden
    counters: tuple[str, ...] = ()  # regexes of one group: process-wide counters, renumbered by first appearance
    # (what, regex): what another machine or checkout writes otherwise (a computed float), found by its context
    leaks: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, value: Normalizers | Mapping[str, Any]) -> Normalizers:
        """Itself, or as it crossed the process boundary (JSON: lists for tuples).

        >>> Normalizers.of({"generated": [], "float_prints": ["m:f"], "counters": [], "leaks": [["what", "x"]]})
        Normalizers(generated=(), float_prints=('m:f',), counters=(), leaks=(('what', 'x'),))
        """
        if isinstance(value, Normalizers):
            return value
        return cls(
            tuple(value["generated"]),
            tuple(value["float_prints"]),
            tuple(value["counters"]),
            tuple((what, pattern) for what, pattern in value["leaks"]),
        )

    @classmethod
    def union(cls, every: Iterable[Normalizers]) -> Normalizers:
        """All of them, each once, in order."""
        listed = list(every)
        return cls(
            *(
                tuple(dict.fromkeys(item for one in listed for item in getattr(one, part)))
                for part in ("generated", "float_prints", "counters", "leaks")
            )
        )


NONE = Normalizers()  # a converter whose outputs need no normalizer of their own


@dataclass(frozen=True)
class Converter:
    """Everything the harness knows about one converter; its driver is the only code that runs it.

    ``driver`` is a module, imported only in a worker child, with
    ``convert(target, spec) -> dict[str, str]`` (output file name to text).
    """

    name: str
    framework: str  # the package whose presence enables it; names its baseline folders
    # Where its version is read, in order; none for a converter of the standard library: Python's version.
    distributions: tuple[str, ...]
    driver: str
    imports: tuple[str, ...] = ()  # top-level imports that route a case file to it (default: the framework)
    # It takes only the case files that import one of its ``imports``, and takes them alone, even in a run without it:
    # no framework-free file, nor every file of its framework (a corpus of its own beside its framework's converters).
    own_files: bool = False
    companions: tuple[str, ...] = ()  # optional packages its fork server preloads and its manifest records
    group: str = ""  # its fork-server group: converters of one group share their servers (default: its framework)
    family: tuple[str, ...] = ()  # other distributions that can change its outputs; the manifest records each installed
    title: str = ""
    order: int = 0  # where the tools list it among the converters: lowest first
    primary_outputs: tuple[tuple[str, str], ...] = ()  # (output, heading) the explorer shows first
    settings: tuple[tuple[str, str], ...] = ()  # what its driver pins that shapes the output; in each manifest
    minimum: tuple[tuple[int, int], str] | None = None  # the oldest framework (major, minor) it runs on, and why
    environment: tuple[str, ...] = ()  # prefixes of the variables its framework reads (the cache keys them all)
    pinned: tuple[tuple[str, str], ...] = ()  # variables its fork server sets, whatever the user's shell has
    unwraps: tuple[str, ...] = ()  # attributes by which its decorator's result keeps the function as written
    # Whether it reads the case's source; one that only calls what it is given (a tracer) takes what a factory returns
    # without source too: a lambda, a functools.partial.
    reads_source: bool = True
    module_classes: ModuleClasses | None = None  # its framework's module classes: a subclass in a case file is a case
    options: tuple[CaseOption, ...] = ()  # the @case keywords its driver reads
    normalizers: Normalizers = NONE
    values: str = (
        ""  # package.module:function: its framework's value as plain Python (behaviour.txt), else NotImplemented
    )
    # package.module:function: seeds its framework's random generators with an int before each call of a case
    # (harness.convert.seeding), framework-free: it looks its framework up only where it is already imported
    seeds: str = ""
    wheels: str = ""  # the index its framework's CPU wheels come from, when not the default one (pip's --index-url)
    own_code: tuple[str, ...] = ()  # modules of the harness that are the converter itself (echo's driver), not a driver
    views: str = (
        ""  # ``package.module:ATTRIBUTE`` of its framework-free views (harness.views.Views); the defaults if empty
    )
    # Whether its outputs depend on the interpreter (it reads CPython's bytecode, or runs through what does): then a
    # baseline per Python minor release, each run comparing with its own interpreter's.
    interpreter: bool = False
    # (file name glob, digits, why): how many significant digits a float may have in its outputs of that name, and
    # why (harness.store.portability); beside the rules of the harness's format modules (harness.testing.rules.FORMATS).
    rules: tuple[tuple[str, int, str], ...] = ()
    # Its saved program, when it saves one (harness.convert.saved): the file's name in a case's ``saved/`` folder, and
    # ``package.module:function``, imported only in a worker child, that loads the file's bytes into a callable.
    saved_as: str = ""
    loader: str = ""

    def verify(self) -> None:
        """Check every reference it holds, once, before any case runs, as pluggy checks a hook at registration: the
        driver's module is found (not imported: it may import the framework), its views, normalizers and value
        conversion resolve (framework-free by contract), its regexes compile.

        >>> Converter("mine", "fw", ("fw",), "harness.testing.echo.driver", views="harness.testing.echo.views:VEIWS").verify()
        Traceback (most recent call last):
        ...
        harness.converter.EntryError: converter 'mine': views = 'harness.testing.echo.views:VEIWS': module harness.testing.echo.views has no attribute 'VEIWS'
        >>> Converter("mine", "fw", ("fw",), "harness.testing.echo.drive").verify()
        Traceback (most recent call last):
        ...
        harness.converter.EntryError: converter 'mine': driver = 'harness.testing.echo.drive': no module harness.testing.echo.drive
        """
        _checked(self)

    @property
    def routes(self) -> tuple[str, ...]:
        return self.imports or (self.framework,)

    @property
    def server(self) -> str:
        """The fork-server group it converts in.

        >>> Converter("mine", "fw", ("fw",), "d").server, Converter("mine", "fw", ("fw",), "d", group="alone").server
        ('fw', 'alone')
        """
        return self.group or self.framework

    @property
    def preload(self) -> tuple[str, ...]:
        """What its fork server imports once: the framework, the companions (optional), the driver."""
        return (self.framework, *(f"{c}?" for c in self.companions), self.driver)

    def load_views(self) -> Views:
        """What the tools show of it: its views, imported without its framework.

        >>> from harness.convert.autograph.entry import ENTRY as AUTOGRAPH
        >>> from harness.convert.fx.entry import ENTRY as FX
        >>> type(AUTOGRAPH.load_views()).__name__, type(FX.load_views()).__name__
        ('AutoGraphViews', 'Views')
        """
        return _views(self.views) if self.views else DEFAULT

    def installed_version(self) -> str | None:
        """The framework's installed version, found without importing it; Python's for a converter of the standard
        library, which names no distribution.

        >>> Converter("bytecode", "stdmod", (), "d").installed_version() is None  # no such module
        True
        >>> Converter("bytecode", "tokenize", (), "d").installed_version() == platform.python_version()
        True
        >>> Converter("bytecode", "tokenize", (), "d").baseline("3.11.7")
        'tokenize-3.11'
        """
        if importlib.util.find_spec(self.framework) is None:
            return None
        if not self.distributions:
            return platform.python_version()
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

        >>> from harness.convert.dynamo.entry import ENTRY as DYNAMO
        >>> DYNAMO.unsupported("2.0.1")
        'torch 2.0.1 is older than 2.1: torch.compile refuses Python 3.11 before torch 2.1'
        >>> DYNAMO.unsupported("2.11.0+cpu") is None
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

    def baseline(self, version: str, python: tuple[int, int] | None = None) -> str:
        """The baseline folder name for a version, on ``python`` (this interpreter's, by default): named by it too
        when the converter's outputs depend on it and it is not ``BASE_PYTHON``.

        >>> from harness.convert.registry import load
        >>> CONVERTERS = load().converters
        >>> CONVERTERS["torchscript"].baseline("2.11.0+cpu", (3, 12)), CONVERTERS["autograph"].baseline("2.22rc0")
        ('torch-2.11', 'tensorflow-2.22')
        >>> CONVERTERS["numba"].baseline("0.68.1", (3, 12)), CONVERTERS["numba"].baseline("0.68.1", (3, 11))
        ('numba-0.68-python3.12', 'numba-0.68')

        A converter of the standard library is versioned by Python: its version names the interpreter already.

        >>> Converter("bytecode", "stdmod", (), "d", interpreter=True).baseline("3.12.1", (3, 12))
        'stdmod-3.12'
        """
        major, minor = minor_release(version)
        name = f"{self.framework}-{major}.{minor}"
        python = python or (sys.version_info.major, sys.version_info.minor)
        named = self.interpreter and self.distributions and python != BASE_PYTHON
        return f"{name}-python{python[0]}.{python[1]}" if named else name


class EntryError(ValueError):
    """A converter's entry breaks the contract: it names the converter, the field and what is wrong."""


@functools.cache
def _checked(converter: Converter) -> None:
    def fault(field: str, value: object, why: str) -> EntryError:
        return EntryError(f"converter {converter.name!r}: {field} = {value!r}: {why}")

    for field, module in (("driver", converter.driver), *(("own_code", m) for m in converter.own_code)):
        try:
            found = importlib.util.find_spec(module) if module else None
        except (ImportError, ValueError) as exc:
            raise fault(field, module, f"no module {module} ({exc})") from None
        if found is None:
            raise fault(field, module, f"no module {module}")
        if field == "driver" and not _defines(found.origin, "convert"):
            raise fault(field, module, "defines no convert(target, spec), which every converter's driver defines")
    if bool(converter.saved_as) != bool(converter.loader):
        raise fault(
            "saved_as" if converter.loader else "loader", converter.saved_as or converter.loader, "needs the other"
        )
    if converter.loader:
        module, colon, function = converter.loader.partition(":")
        if not colon or not function.isidentifier() or importlib.util.find_spec(module) is None:
            raise fault("loader", converter.loader, "names no function of a module found (package.module:function)")
    functions = [(field, getattr(converter, field)) for field in ("values", "seeds") if getattr(converter, field)]
    functions += [
        (f"normalizers.{part}", ref)
        for part in ("generated", "float_prints")
        for ref in getattr(converter.normalizers, part)
    ]
    named = [*functions, *([("views", converter.views)] if converter.views else [])]
    for field, reference in named:
        try:
            found = _reference(reference)
        except LookupError as exc:
            raise fault(field, reference, str(exc)) from None
        if field != "views" and not callable(found):
            raise fault(field, reference, "names no function")
    if converter.views:
        views = _reference(converter.views)
        if not isinstance(views, Views):
            raise fault("views", converter.views, f"is a {type(views).__name__}, not a harness.views.Views")
    for rule in converter.rules:
        glob, digits, why = rule if isinstance(rule, tuple) and len(rule) == 3 else ("/", -1, "")
        if not isinstance(glob, str) or not glob or "/" in glob or not isinstance(digits, int) or digits < 0 or not why:
            raise fault("rules", rule, "not (file name glob, digits from 0, why)")
    patterns = [("normalizers.counters", p) for p in converter.normalizers.counters]
    patterns += [("normalizers.leaks", p) for _, p in converter.normalizers.leaks]
    for field, pattern in patterns:
        try:
            groups = re.compile(pattern).groups
        except re.error as exc:
            raise fault(field, pattern, f"not a regex: {exc}") from None
        if field == "normalizers.counters" and groups != 1:
            raise fault(field, pattern, f"has {groups} groups, not the one that holds the counter")


def _defines(origin: str | None, name: str) -> bool:
    """Whether a module's source (read, not imported: a driver may import its framework) binds ``name`` at its top
    level; True where it cannot tell (no source, a star import).

    >>> import harness.views
    >>> _defines(harness.views.__file__, "Views"), _defines(harness.views.__file__, "convert"), _defines(None, "convert")
    (True, False, True)
    """
    if not origin or not origin.endswith(".py"):
        return True
    try:
        tree = ast.parse(Path(origin).read_bytes())
    except (OSError, SyntaxError, ValueError):
        return True  # importing it says what is wrong, where it runs
    for node in (inner for top in tree.body for inner in ast.walk(top)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.name == name:
            return True
        if isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Store):
            return True
        if isinstance(node, (ast.Import, ast.ImportFrom)) and any(
            alias.name == "*" or (alias.asname or alias.name.split(".")[0]) == name for alias in node.names
        ):
            return True
    return False


def _reference(reference: str) -> Any:
    """What ``package.module:ATTRIBUTE`` names, or LookupError saying why it names nothing."""
    module, colon, attribute = reference.partition(":")
    if not colon or not module or not attribute.isidentifier():
        raise LookupError("not package.module:ATTRIBUTE")
    try:
        found = importlib.import_module(module)
    except ImportError as exc:
        raise LookupError(f"module {module} does not import: {exc}") from None
    if not hasattr(found, attribute):
        raise LookupError(f"module {module} has no attribute {attribute!r}")
    return getattr(found, attribute)


def resolved(reference: str) -> Any:
    """What a ``package.module:ATTRIBUTE`` reference names (a driver's views, a normalizer, an entry), imported.

    >>> resolved("harness.converter:minor_release")("2.22rc0")
    (2, 22)
    """
    module, _, attribute = reference.partition(":")
    return getattr(importlib.import_module(module), attribute)


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
    views = resolved(reference)
    if not isinstance(views, Views):
        raise TypeError(f"{reference} is a {type(views).__name__}, not a harness.views.Views")
    return views


def case_options(converters: Iterable[Converter]) -> dict[str, CaseOption]:
    """The ``@case`` keywords the converters declare, by name; two converters that read one keyword declare one object.

    >>> mine = Converter("mine", "fw", ("fw",), "d", options=(CaseOption.flag("fast", "go fast"),))
    >>> sorted(case_options([mine]))
    ['fast']
    >>> case_options([mine, Converter("other", "fw", ("fw",), "d", options=(CaseOption.flag("fast", "other"),))])
    Traceback (most recent call last):
    ...
    ValueError: other declares @case option 'fast' apart from mine's: converters that read one option share its CaseOption
    """
    found: dict[str, CaseOption] = {}
    owner: dict[str, str] = {}
    for converter in converters:
        for option in converter.options:
            if found.setdefault(option.name, option) is not option:
                raise ValueError(
                    f"{converter.name} declares @case option {option.name!r} apart from {owner[option.name]}'s: "
                    "converters that read one option share its CaseOption"
                )
            owner.setdefault(option.name, converter.name)
    return found


def unread_options(converter: Converter, converters: Iterable[Converter]) -> tuple[str, ...]:
    """The ``@case`` options that other converters of its framework (among ``converters``) read and it does not: a
    case that gives one asks its framework for something this converter does without, so its conversion notes it
    (``options.txt``) rather than drop it. An option that only another framework's converters read is not addressed
    to it.

    >>> fast = CaseOption.flag("fast", "go fast")
    >>> unread_options(Converter("slow", "fw", ("fw",), "d"), [Converter("quick", "fw", ("fw",), "d", options=(fast,))])
    ('fast',)
    """
    own = {option.name for option in converter.options}
    siblings = (c for c in converters if c.framework == converter.framework and c.name != converter.name)
    return tuple(sorted({option.name for other in siblings for option in other.options} - own))


def title(name: str, converters: Mapping[str, Converter]) -> str:
    """A converter's display name, or its name when it has none (or is not among ``converters``).

    >>> title("mine", {}), title("mine", {"mine": Converter("mine", "fw", ("fw",), "d", title="Mine")})
    ('mine', 'Mine')
    """
    known = converters.get(name)
    return known.title if known and known.title else name


def views_of(name: str, converters: Mapping[str, Converter]) -> Views:
    """The views of a converter known by name among ``converters``, or the defaults.

    >>> views_of("unknown", {}) is DEFAULT
    True
    """
    known = converters.get(name)
    return known.load_views() if known else DEFAULT


@dataclass(frozen=True)
class Declarations:
    """What every registered converter declares for each case a converting process runs: the seedings of their
    frameworks' generators, their conversions of values to plain Python, their normalizers (in registry order) and
    their ``@case`` options. The process that reads the registry (the fork server) declares them once
    (:func:`declare`), before it forks; its children read them (:func:`declarations`)."""

    seeds: tuple[Callable[[int], None], ...] = ()
    values: tuple[Callable[[Any], Any], ...] = ()
    normalizers: Normalizers = NONE
    options: Mapping[str, CaseOption] = dataclasses.field(default_factory=dict)


_declared = [Declarations()]  # the process's, as its fork server declared them; none elsewhere


def declare(declared: Declarations) -> None:
    """What this process's conversions apply of every registered converter, from now on (its children too)."""
    _declared[0] = declared


def declarations() -> Declarations:
    """What this process was declared (:func:`declare`); nothing in a process that converts no case (pytest's)."""
    return _declared[0]
