"""What SOT keeps from one translation to the next, recorded as the fork server forks and put back between warm cases."""

from __future__ import annotations

import copy
import random
import sys
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from paddle.base.unique_name import UniqueNameGenerator
from paddle.jit.sot.opcode_translator.executor.pycode_generator import PyCodeGen
from paddle.jit.sot.utils import NameGenerator, Singleton

PACKAGE = "paddle.jit.sot"
GENERATORS = (NameGenerator, UniqueNameGenerator)
# Where a code generator keeps the module globals its generated code loads objects from: Paddle 2.6, Paddle 3.
GLOBALS = ("_f_globals", "_real_globals")


def sot_modules() -> list[ModuleType]:
    """SOT's imported modules, by name."""
    return [m for n, m in sorted(sys.modules.items()) if (n == PACKAGE or n.startswith(PACKAGE + ".")) and m]


def defined_here(module: ModuleType) -> list[Any]:
    """A module's globals and the attributes of the classes it defines."""
    found = list(vars(module).values())
    for value in list(found):
        if isinstance(value, type) and value.__module__ == module.__name__:
            found.extend(vars(value).values())
    return found


def registries(values: list[Any]) -> list[dict[Any, Any]]:
    """Where SOT keeps its singletons: the metaclass's one dict (Paddle 3), or each decorated class's (Paddle 2.6)."""
    found = [vars(Singleton)["_instances"]] if isinstance(vars(Singleton).get("_instances"), dict) else []
    found += [v._instance for v in values if isinstance(v, Singleton) and isinstance(vars(v).get("_instance"), dict)]
    return list({id(r): r for r in found}.values())


def distinct(values: list[Any]) -> list[Any]:
    """The values, each object once."""
    return list({id(v): v for v in values}.values())


class AddedGlobals:
    """The globals SOT's generated code loads its objects from (``__compiled_fn_SIR_0``, ``$resume_0@forward_af1a0``):
    ``PyCodeGen.gen_load_object`` adds each to the translated function's module unless the module has that name.
    A library's module (``paddle.nn``'s ``Sequential``) outlives a case: once the counters are put back, the next
    case would load the last one's objects under the same names. This notes each one added, to remove it."""

    def __init__(self) -> None:
        self.added: list[tuple[dict[str, Any], str]] = []

    def watch(self) -> None:
        """Wrap ``gen_load_object`` (once per process) so that it notes each global it is about to add."""
        load = PyCodeGen.gen_load_object
        if getattr(load, "noted_by", None) is self:
            return

        def noted(codegen: Any, obj: Any, obj_name: str, *args: Any, **kwargs: Any) -> Any:
            spaces = [vars(codegen).get(name) for name in GLOBALS]
            self.added += [(space, obj_name) for space in spaces if isinstance(space, dict) and obj_name not in space]
            return load(codegen, obj, obj_name, *args, **kwargs)

        noted.noted_by = self  # type: ignore[attr-defined]
        PyCodeGen.gen_load_object = noted

    def remove(self) -> None:
        """Remove every global noted since the last removal."""
        for space, name in reversed(self.added):
            space.pop(name, None)
        self.added.clear()


@dataclass
class State:
    """SOT's counters as they were: its name generators (``var_N``, ``object_N``, ``resume_N``, ``SIR_N``, ...), the
    random generator of its code names (``for_break_af1a0``), and which singletons existed (its caches, factories)."""

    generators: list[tuple[Any, dict[str, Any]]]
    randoms: list[tuple[random.Random, Any]]
    singletons: list[tuple[dict[Any, Any], dict[Any, Any]]]

    @classmethod
    def now(cls) -> State:
        values = [v for module in sot_modules() for v in defined_here(module)]
        held = registries(values)
        values = distinct(values + [v for r in held for instance in r.values() for v in vars(instance).values()])
        return cls(
            [(g, copy.deepcopy(vars(g))) for g in values if isinstance(g, GENERATORS)],
            [(r, r.getstate()) for r in values if isinstance(r, random.Random)],
            [(registry, dict(registry)) for registry in held],
        )

    def restore(self, retired: list[Any]) -> None:
        """Put every counter back, and forget the singletons made since (a fresh child makes its own); those
        forgotten go to ``retired``, kept alive: Paddle 2.6 knows some of what they hold by its address, and an
        address freed and taken by the next case's objects makes it translate differently (a graph lost after a
        graph break, in 9 of 153 cases)."""
        for generator, attributes in self.generators:
            vars(generator).clear()
            vars(generator).update(copy.deepcopy(attributes))
        for generator, saved in self.randoms:
            generator.setstate(saved)
        for registry, instances in self.singletons:
            retired += [instance for cls, instance in registry.items() if cls not in instances]
            registry.clear()
            registry.update(instances)


_forked: list[State] = []
_added = AddedGlobals()
_retired: list[Any] = []


def record() -> None:
    """Remember SOT's state as the fork server is about to fork, and note from then on the globals it adds."""
    _added.watch()
    _forked[:] = [State.now()]


def restore() -> None:
    """Between two cases of a warm worker: SOT's state as the fork server forked it."""
    for state in _forked:
        state.restore(_retired)
    _added.remove()
