"""The converter registry: what each converter is, and which are active; its entries are loaded when first asked
(``CONVERTERS``, ``BUILT_IN``), so that importing it loads no converter's module, and none imports a framework."""

from __future__ import annotations

import functools
import importlib.metadata
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from harness.convert import built_in
from harness.converter import CaseOption, Converter, EntryError, resolved
from harness.views import DEFAULT, Views

ENTRY_POINT_GROUP = "dy2static_harness.converters"

if TYPE_CHECKING:  # module attributes made when first read (``__getattr__``)
    BUILT_IN: tuple[Converter, ...]
    CONVERTERS: dict[str, Converter]


def __getattr__(name: str) -> object:
    """``BUILT_IN`` (the built-in converters, in the order their entries ask for) and ``CONVERTERS`` (every
    registered one, by name), loaded at their first reading."""
    if name == "BUILT_IN":
        return built_in_converters()
    if name == "CONVERTERS":
        return registered()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def title(name: str, converters: Mapping[str, Converter] | None = None) -> str:
    """A converter's display name, or its name when it has none.

    >>> title("mine"), title("mine", {"mine": Converter("mine", "fw", ("fw",), "d", title="Mine")})
    ('mine', 'Mine')
    """
    known = (registered() if converters is None else converters).get(name)
    return known.title if known and known.title else name


def views_of(name: str, converters: Mapping[str, Converter] | None = None) -> Views:
    """The views of a converter known by name (a project's own converters first), or the defaults.

    >>> all(views_of(name) is converter.load_views() for name, converter in registered().items())
    True
    >>> views_of("unknown") is DEFAULT
    True
    """
    known = {**registered(), **(converters or {})}.get(name)
    return known.load_views() if known else DEFAULT


def load(reference: str) -> Converter:
    """A converter named by ``package.module:ATTRIBUTE``.

    >>> load("harness.convert.registry:BUILT_IN")
    Traceback (most recent call last):
    ...
    TypeError: harness.convert.registry:BUILT_IN is a tuple, not a harness.converter.Converter
    """
    value = resolved(reference)
    if not isinstance(value, Converter):
        raise TypeError(f"{reference} is a {type(value).__name__}, not a harness.converter.Converter")
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


@functools.cache
def built_in_converters() -> tuple[Converter, ...]:
    """The converters of ``harness/convert/``'s folders (``built_in.entries``), each checked, in their ``order``."""
    return tuple(sorted((load(reference) for reference in built_in.entries()), key=lambda c: c.order))


@functools.cache
def registered() -> dict[str, Converter]:
    """The built-in converters, then those that installed packages register in the entry-point group (one dict,
    made once: ``CONVERTERS``)."""
    found = {converter.name: converter for converter in built_in_converters()}
    for entry in sorted(importlib.metadata.entry_points(group=ENTRY_POINT_GROUP), key=lambda e: e.name):
        converter = entry.load()
        if not isinstance(converter, Converter):
            raise TypeError(f"entry point {entry.name} = {entry.value} is not a harness.converter.Converter")
        found.setdefault(converter.name, verified(converter, f"entry point {entry.name} = {entry.value}"))
    return found


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
    for converter in registered().values() if converters is None else converters:
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

    >>> known = registered()
    >>> unread_options(known["torchscript"]), unread_options(known["export"]), unread_options(known["jax"])
    (('dynamic',), (), ())
    >>> fast = CaseOption.flag("fast", "go fast")
    >>> unread_options(Converter("slow", "fw", ("fw",), "d"), [Converter("quick", "fw", ("fw",), "d", options=(fast,))])
    ('fast',)
    """
    listed = registered().values() if converters is None else converters
    own = {option.name for option in converter.options}
    siblings = (other for other in listed if other.framework == converter.framework and other.name != converter.name)
    return tuple(sorted({option.name for other in siblings for option in other.options} - own))


def active(references: Iterable[str] = ()) -> dict[str, Converter]:
    """The converters a project uses: every registered one, or those its ``harness_converters`` setting names.

    A reference is a registered name or ``package.module:ATTRIBUTE``.

    >>> first = next(iter(registered()))
    >>> list(active()) == list(registered()), list(active([first])) == [first]
    (True, True)
    >>> active(["mxnet"])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: unknown converter 'mxnet'; registered: ...
    """
    chosen = list(references)
    known = registered()
    if not chosen:
        return dict(known)
    found = {}
    for reference in chosen:
        if ":" in reference:
            converter = load(reference)
        elif reference in known:
            converter = known[reference]
        else:
            raise ValueError(f"unknown converter {reference!r}; registered: {', '.join(known)}")
        found[converter.name] = converter
    return found
