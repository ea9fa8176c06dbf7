"""The converter registry: ``load()`` reads every entry (the built-in folders', then those installed packages register)
into a frozen ``Registry``, handed down from the two edges that make it (the workspace, the fork server)."""

from __future__ import annotations

import importlib.metadata
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from harness.convert import built_in
from harness.converter import Converter, Declarations, EntryError, Normalizers, case_options, resolved

ENTRY_POINT_GROUP = "dy2static_harness.converters"


@dataclass(frozen=True)
class Registry:
    """Every registered converter by name: the built-in ones in the order their entries ask for, then those of the
    entry-point group.

    >>> registry = load()
    >>> first = next(iter(registry.converters))
    >>> list(registry.active()) == list(registry.converters), list(registry.active([first])) == [first]
    (True, True)
    >>> registry.active(["mxnet"])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: unknown converter 'mxnet'; registered: ...
    """

    converters: Mapping[str, Converter]

    def active(self, references: Iterable[str] = ()) -> dict[str, Converter]:
        """The converters a project uses: every registered one, or those its ``harness_converters`` setting names (a
        registered name or ``package.module:ATTRIBUTE``)."""
        chosen = list(references)
        if not chosen:
            return dict(self.converters)
        found = {}
        for reference in chosen:
            if ":" in reference:
                converter = converter_at(reference)
            elif reference in self.converters:
                converter = self.converters[reference]
            else:
                raise ValueError(f"unknown converter {reference!r}; registered: {', '.join(self.converters)}")
            found[converter.name] = converter
        return found

    def declarations(self) -> Declarations:
        """What a converting process applies of every registered converter to each case (``Declarations``).

        >>> declared = load().declarations()
        >>> len(declared.seeds) == len({c.seeds for c in load().converters.values() if c.seeds}), "dynamic" in declared.options
        (True, True)
        """
        listed = self.converters.values()
        return Declarations(
            _functions(c.seeds for c in listed),
            _functions(c.values for c in listed),
            Normalizers.union(c.normalizers for c in listed),
            case_options(listed),
        )


def _functions(references: Iterable[str]) -> tuple[Callable[..., Any], ...]:
    """What each distinct reference names, once each, in order; empty ones skipped."""
    return tuple(resolved(reference) for reference in dict.fromkeys(r for r in references if r))


def load() -> Registry:
    """Every registered converter, each entry checked (``Converter.verify``): an entry that breaks the contract raises
    ``EntryError`` naming it, where it was loaded from, and the field."""
    found = {converter.name: converter for converter in built_in_converters()}
    for entry in sorted(importlib.metadata.entry_points(group=ENTRY_POINT_GROUP), key=lambda e: e.name):
        where = f"entry point {entry.name} = {entry.value}"
        try:
            converter = entry.load()
        except Exception as exc:  # noqa: BLE001 - whatever breaks the entry's module, named with the entry
            raise EntryError(f"{where}: does not load: {type(exc).__name__}: {exc}") from None
        if not isinstance(converter, Converter):
            raise EntryError(f"{where}: is a {type(converter).__name__}, not a harness.converter.Converter")
        found.setdefault(converter.name, verified(converter, where))
    return Registry(MappingProxyType(found))


def built_in_converters() -> tuple[Converter, ...]:
    """The converters of ``harness/convert/``'s folders (``built_in.entries``), each checked, in their ``order``."""
    return tuple(sorted((converter_at(reference) for reference in built_in.entries()), key=lambda c: c.order))


def converter_at(reference: str) -> Converter:
    """A converter named by ``package.module:ATTRIBUTE``, checked.

    >>> converter_at("harness.convert.registry:ENTRY_POINT_GROUP")
    Traceback (most recent call last):
    ...
    harness.converter.EntryError: harness.convert.registry:ENTRY_POINT_GROUP is a str, not a harness.converter.Converter
    >>> converter_at("harness.convert.registry:NONE")
    Traceback (most recent call last):
    ...
    harness.converter.EntryError: harness.convert.registry:NONE does not load: AttributeError: module 'harness.convert.registry' has no attribute 'NONE'
    """
    try:
        value = resolved(reference)
    except Exception as exc:  # noqa: BLE001 - whatever breaks the entry's module, named with the entry
        raise EntryError(f"{reference} does not load: {type(exc).__name__}: {exc}") from None
    if not isinstance(value, Converter):
        raise EntryError(f"{reference} is a {type(value).__name__}, not a harness.converter.Converter")
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
