"""The converter registry: what each converter is, and which are active (read without importing a framework)."""

from __future__ import annotations

import importlib
import importlib.metadata
import importlib.util
from collections.abc import Iterable, Mapping, Sequence

from harness.converter import CaseOption, Converter, EntryError, resolved
from harness.views import DEFAULT, Views

ENTRY_POINT_GROUP = "dy2static_harness.converters"
# The compile report, what the case computes, why it was rejected: read before the rest.
READ_FIRST = ("report.txt", "behaviour.txt", "error.txt")
# Where the built-in converters' entries are found (each lives in its folder, harness/convert/<name>/entry.py).
BUILT_IN_ENTRIES = "harness.convert.built_in"


def title(name: str, converters: Mapping[str, Converter] | None = None) -> str:
    """A converter's display name, or its name when it has none.

    >>> title("mine"), title("mine", {"mine": Converter("mine", "fw", ("fw",), "d", title="Mine")})
    ('mine', 'Mine')
    """
    known = (CONVERTERS if converters is None else converters).get(name)
    return known.title if known and known.title else name


def views_of(name: str, converters: Mapping[str, Converter] | None = None) -> Views:
    """The views of a converter known by name (a project's own converters first), or the defaults.

    >>> all(views_of(name) is converter.load_views() for name, converter in CONVERTERS.items())
    True
    >>> views_of("unknown") is DEFAULT
    True
    """
    known = {**CONVERTERS, **(converters or {})}.get(name)
    return known.load_views() if known else DEFAULT


def reading_rank(name: str, primary: Sequence[str]) -> tuple[int, str]:
    """Where an output comes when a person reads a case (a failure, a review): behaviour and errors, then the
    converter's primary outputs, then the rest.

    >>> sorted(["b.py", "code.py", "behaviour.txt", "a.txt"], key=lambda n: reading_rank(n, ["code.py"]))
    ['behaviour.txt', 'code.py', 'a.txt', 'b.py']
    """
    order = [*READ_FIRST, *primary]
    return (order.index(name), "") if name in order else (len(order), name)


def load(reference: str) -> Converter:
    """A converter named by ``package.module:ATTRIBUTE``.

    >>> load("harness.registry:BUILT_IN")
    Traceback (most recent call last):
    ...
    TypeError: harness.registry:BUILT_IN is a tuple, not a harness.registry.Converter
    """
    value = resolved(reference)
    if not isinstance(value, Converter):
        raise TypeError(f"{reference} is a {type(value).__name__}, not a harness.registry.Converter")
    return verified(value, reference)


def verified(converter: Converter, reference: str) -> Converter:
    """The converter, its references checked (``Converter.verify``); at fault, where it was loaded from joins the
    message.

    >>> verified(Converter("mine", "fw", ("fw",), "mine.driver"), "mine.entry:MINE")
    Traceback (most recent call last):
    ...
    harness.converter.EntryError: converter 'mine' (mine.entry:MINE): driver = 'mine.driver': no module mine.driver (No module named 'mine')
    """
    try:
        converter.verify()
    except EntryError as exc:
        raise EntryError(str(exc).replace(f"{converter.name!r}:", f"{converter.name!r} ({reference}):", 1)) from None
    return converter


def registered() -> dict[str, Converter]:
    """The built-in converters, then those that installed packages register in the entry-point group."""
    found = {converter.name: converter for converter in BUILT_IN}
    for entry in sorted(importlib.metadata.entry_points(group=ENTRY_POINT_GROUP), key=lambda e: e.name):
        converter = entry.load()
        if not isinstance(converter, Converter):
            raise TypeError(f"entry point {entry.name} = {entry.value} is not a harness.registry.Converter")
        found.setdefault(converter.name, verified(converter, f"entry point {entry.name} = {entry.value}"))
    return found


BUILT_IN = tuple(
    sorted(
        (load(reference) for reference in importlib.import_module(BUILT_IN_ENTRIES).entries()), key=lambda c: c.order
    )
)
CONVERTERS = registered()


def case_options(converters: Iterable[Converter] | None = None) -> dict[str, CaseOption]:
    """The ``@case`` keywords the converters (the registered ones by default) declare, by name; two converters that
    read one keyword declare one object.

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
    for converter in CONVERTERS.values() if converters is None else converters:
        for option in converter.options:
            if found.setdefault(option.name, option) is not option:
                raise ValueError(
                    f"{converter.name} declares @case option {option.name!r} apart from {owner[option.name]}'s: "
                    "converters that read one option share its CaseOption"
                )
            owner.setdefault(option.name, converter.name)
    return found


def unread_options(converter: Converter, converters: Iterable[Converter] | None = None) -> tuple[str, ...]:
    """The ``@case`` options that other converters of its framework (of the registered ones by default) read and it
    does not: a case that gives one asks its framework for something this converter does without, so its
    conversion notes it (``options.txt``) rather than drop it. An option that only another framework's converters
    read is not addressed to it.

    >>> unread_options(CONVERTERS["torchscript"]), unread_options(CONVERTERS["export"]), unread_options(CONVERTERS["jax"])
    (('dynamic',), (), ())
    >>> fast = CaseOption.flag("fast", "go fast")
    >>> unread_options(Converter("slow", "fw", ("fw",), "d"), [Converter("quick", "fw", ("fw",), "d", options=(fast,))])
    ('fast',)
    """
    listed = CONVERTERS.values() if converters is None else converters
    own = {option.name for option in converter.options}
    siblings = (other for other in listed if other.framework == converter.framework and other.name != converter.name)
    return tuple(sorted({option.name for other in siblings for option in other.options} - own))


def active(references: Iterable[str] = ()) -> dict[str, Converter]:
    """The converters a project uses: every registered one, or those its ``harness_converters`` setting names.

    A reference is a registered name or ``package.module:ATTRIBUTE``.

    >>> first = next(iter(CONVERTERS))
    >>> list(active()) == list(CONVERTERS), list(active([first])) == [first]
    (True, True)
    >>> active(["mxnet"])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: unknown converter 'mxnet'; registered: ...
    """
    chosen = list(references)
    if not chosen:
        return dict(CONVERTERS)
    found = {}
    for reference in chosen:
        if ":" in reference:
            converter = load(reference)
        elif reference in CONVERTERS:
            converter = CONVERTERS[reference]
        else:
            raise ValueError(f"unknown converter {reference!r}; registered: {', '.join(CONVERTERS)}")
        found[converter.name] = converter
    return found
