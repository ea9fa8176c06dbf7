"""The release history: each release that has no full baseline kept as what differs from its neighbour in the chain.

``<history>/<converter>/<framework-X.Y>/`` holds a step: ``step.toml`` (the neighbour it is taken against, the
outputs it removed, the cases it failed on, and per case the source fingerprint and the digest of its outputs),
``manifest.toml`` (the exact versions that converted it) and the outputs it changed or added, laid out as in a
baseline (``<case file>/<case>/<output>``). A full baseline under ``snapshots/`` anchors the chain; the step into a
full release is kept too, so that replaying the chain must reproduce the committed baseline.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from harness.convert import rejection, saved
from harness.store.baselines import MANIFEST, all_baselines, python_of, version_of
from harness.store.layout import refuse
from harness.store.portability import not_the_converters

STEP = "step.toml"
RELEASES = "releases.toml"
State = dict[str, bytes]  # "<case file>/<case>/<output>" -> its bytes


@dataclass(frozen=True)
class ReleaseStep:
    """One stored release of one converter."""

    release: str  # framework-X.Y
    base: str  # the release it is taken against
    changed: State
    removed: tuple[str, ...]
    failed: tuple[str, ...]  # cases the harness failed on (crash, hang, nondeterminism): no output recorded
    cases: dict[str, tuple[str, str, str]]  # case -> (source fingerprint, its outputs' digest, its base's), "": none
    manifest: dict[str, str] = field(default_factory=dict)


def case_of(key: str) -> str:
    """The case an output belongs to.

    >>> case_of("loops/for_break/converted.py")
    'loops.for_break'
    """
    module, case, _ = key.rsplit("/", 2)
    return f"{module}.{case}"


def by_case(state: Mapping[str, bytes]) -> dict[str, dict[str, bytes]]:
    """A state's outputs grouped by case: ``{case: {output name: bytes}}``."""
    grouped: dict[str, dict[str, bytes]] = {}
    for key in sorted(state):
        grouped.setdefault(case_of(key), {})[key.rsplit("/", 1)[1]] = state[key]
    return grouped


def outputs_digest(outputs: Mapping[str, bytes]) -> str:
    """The digest of one case's outputs, ``""`` when it has none.

    >>> outputs_digest({}), outputs_digest({"a.txt": b"1"}) == outputs_digest({"a.txt": b"1"})
    ('', True)
    """
    if not outputs:
        return ""
    sha = hashlib.sha256()
    for name in sorted(outputs):
        sha.update(f"{name}\0{len(outputs[name])}\0".encode() + outputs[name])
    return sha.hexdigest()[:12]


def read_state(baseline: Path, case: str | None = None) -> State:
    """Every output of a baseline folder (its manifest and pending changes are not outputs), or one case's; a saved
    program's record and its replays (``saved.txt``, ``replay.txt``) are not either: they belong to the full baselines
    alone, whose neighbours a replay reads, and the history keeps what each release's conversion made. A symbolic
    link to a case file's or case's folder or an output raises ``layout.Linked``, naming it: nothing is read
    through it."""
    state = {}
    pattern = "/".join(case.rsplit(".", 1)) + "/*" if case else "*/*/*"
    for path in sorted(baseline.glob(pattern)):
        refuse([p for p in (path.parents[1], path.parent, path) if p.is_symlink()])
        if path.is_file() and path.suffix not in (".new", ".gone") and path.name not in (saved.SAVED, saved.REPLAY):
            state[path.relative_to(baseline).as_posix()] = path.read_bytes()
    return state


def delta(old: Mapping[str, bytes], new: Mapping[str, bytes]) -> tuple[State, tuple[str, ...]]:
    """What turns ``old`` into ``new``: the changed or added outputs, and the removed ones.

    >>> delta({"a/b/x": b"1", "a/b/y": b"2"}, {"a/b/x": b"1", "a/b/y": b"3", "a/c/z": b"4"})
    ({'a/b/y': b'3', 'a/c/z': b'4'}, ())
    >>> delta({"a/b/x": b"1"}, {})
    ({}, ('a/b/x',))
    """
    changed = {key: value for key, value in sorted(new.items()) if old.get(key) != value}
    return changed, tuple(sorted(set(old) - set(new)))


def apply(state: Mapping[str, bytes], step: ReleaseStep) -> State:
    """The state a step turns its base's state into."""
    result = {key: value for key, value in state.items() if key not in step.removed}
    result.update(step.changed)
    return dict(sorted(result.items()))


def _toml_list(name: str, items: Iterable[str]) -> list[str]:
    items = list(items)
    if not items:
        return [f"{name} = []"]
    return [f"{name} = [", *(f"    {json.dumps(item)}," for item in items), "]"]


def render_step(step: ReleaseStep) -> str:
    """``step.toml``'s text: one line per removed output, failed case and case, sorted, so that it diffs well.

    >>> step = ReleaseStep("t-2.1", "t-2.0", {}, ("m/c/x.txt",), (), {"m.c": ("ab", "", "cd")})
    >>> print(render_step(step), end="")
    # t-2.1 as it differs from t-2.0: the outputs it changed or added are the files beside this one.
    base = "t-2.0"
    removed = [
        "m/c/x.txt",
    ]
    failed = []
    <BLANKLINE>
    # case = [source fingerprint, digest of its outputs, of its base's ("": none)], for every case of the corpus
    [cases]
    "m.c" = ["ab", "", "cd"]
    """
    lines = [
        f"# {step.release} as it differs from {step.base}: the outputs it changed or added are the files beside this one.",
        f"base = {json.dumps(step.base)}",
        *_toml_list("removed", step.removed),
        *_toml_list("failed", step.failed),
        "",
        '# case = [source fingerprint, digest of its outputs, of its base\'s ("": none)], for every case of the corpus',
        "[cases]",
        *(f"{json.dumps(case)} = {json.dumps(list(record))}" for case, record in sorted(step.cases.items())),
    ]
    return "\n".join(lines) + "\n"


def make_step(
    release: str,
    base: str,
    old: Mapping[str, bytes],
    new: Mapping[str, bytes],
    sources: Mapping[str, str],
    failed: Iterable[str] = (),
    manifest: Mapping[str, str] | None = None,
) -> ReleaseStep:
    """The step from ``old`` (the base's state) to ``new``, recording the corpus's fingerprints."""
    changed, removed = delta(old, new)
    grouped = by_case(new)
    before = by_case(old)
    cases = {
        case: (fingerprint, outputs_digest(grouped.get(case, {})), outputs_digest(before.get(case, {})))
        for case, fingerprint in sources.items()
    }
    return ReleaseStep(release, base, changed, removed, tuple(sorted(failed)), cases, dict(manifest or {}))


def write_step(folder: Path, step: ReleaseStep, manifest_text: str | None) -> None:
    """Write a step as one folder that appears whole or not at all (staged beside it, then renamed into place); a
    step's folder that is a symbolic link raises ``layout.Linked``, and nothing is written."""
    refuse([folder] if folder.is_symlink() else [])
    folder.parent.mkdir(parents=True, exist_ok=True)
    staged = Path(tempfile.mkdtemp(dir=folder.parent, prefix=f".{folder.name}."))
    try:
        for key, value in step.changed.items():
            (staged / key).parent.mkdir(parents=True, exist_ok=True)
            (staged / key).write_bytes(value)
        if manifest_text is not None:
            (staged / MANIFEST).write_text(manifest_text, encoding="utf-8")
        (staged / STEP).write_text(render_step(step), encoding="utf-8")
        os.chmod(staged, 0o755)
        if folder.exists():
            old = folder.with_name(f".{folder.name}.old")
            shutil.rmtree(old, ignore_errors=True)
            folder.rename(old)
            staged.rename(folder)
            shutil.rmtree(old)
        else:
            staged.rename(folder)
    except BaseException:
        shutil.rmtree(staged, ignore_errors=True)
        raise


def read_step(folder: Path, case: str | None = None) -> ReleaseStep:
    """A stored step; a malformed ``step.toml`` raises ValueError naming the file."""
    path = folder / STEP
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        cases = {name: (str(r[0]), str(r[1]), str(r[2]) if len(r) > 2 else "") for name, r in data["cases"].items()}
        base = str(data["base"])
        removed, failed = tuple(data.get("removed", ())), tuple(data.get("failed", ()))
    except (
        OSError,
        ValueError,
        KeyError,
        IndexError,
        TypeError,
        AttributeError,
    ) as exc:  # TOML's, UTF-8's: ValueErrors
        raise ValueError(f"{path}: not a readable step ({type(exc).__name__}: {exc})") from None
    try:
        manifest = (
            tomllib.loads((folder / MANIFEST).read_text(encoding="utf-8")) if (folder / MANIFEST).is_file() else {}
        )
    except (OSError, ValueError) as exc:
        raise ValueError(f"{folder / MANIFEST}: not a readable manifest ({type(exc).__name__}: {exc})") from None
    return ReleaseStep(folder.name, base, read_state(folder, case), removed, failed, cases, manifest)


def stored(history: Path, converter: str, python: str | None = None) -> dict[str, Path]:
    """The releases stored for a converter on one Python (``python_of`` its names: None, the base one):
    ``{framework-X.Y: folder}``, a step wholly written only."""
    root = history / converter
    folders = [p for p in root.iterdir() if p.is_dir() and (p / STEP).is_file()] if root.is_dir() else []
    return {
        p.name: p
        for p in sorted(folders, key=lambda p: version_of(p.name) or (0, 0))
        if version_of(p.name) and python_of(p.name) == python
    }


def full_baselines(snapshots: Path, converter: str, python: str | None = None) -> dict[str, Path]:
    """A converter's committed baselines on one Python: ``{framework-X.Y: folder}``, oldest first."""
    return {p.name: p for p in all_baselines(snapshots) if p.parent.name == converter and python_of(p.name) == python}


@dataclass
class Chain:
    """One converter's releases, full baselines and stored steps, oldest first, with each release's state."""

    converter: str
    releases: list[str]
    full: dict[str, Path]
    steps: dict[str, ReleaseStep]
    case: str | None = None  # read only this case's outputs
    python: str | None = None  # the Python its releases ran on (``python_of`` their names): None, the base one
    _states: dict[str, State] = field(default_factory=dict)
    _cases: dict[str, dict[str, dict[str, bytes]]] = field(default_factory=dict)
    _digests: dict[tuple[str, str], str] = field(default_factory=dict)

    @property
    def label(self) -> str:
        """The chain as a person reads it: the converter, and its Python when not the base one.

        >>> Chain("conv", [], {}, {}).label, Chain("conv", [], {}, {}, python="3.12").label
        ('conv', 'conv (Python 3.12)')
        """
        return chain_label(self.converter, self.python)

    def state(self, release: str) -> State:
        """A release's outputs: a full baseline's own, or its step applied to its base's state."""
        if release not in self._states:
            if release in self.full:
                self._states[release] = read_state(self.full[release], self.case)
            else:
                step = self.steps[release]
                self._states[release] = apply(self.state(step.base), step)
        return self._states[release]

    def cases_at(self, release: str) -> dict[str, dict[str, bytes]]:
        """A release's outputs by case (``by_case`` of its state), read once."""
        if release not in self._cases:
            self._cases[release] = by_case(self.state(release))
        return self._cases[release]

    @cached_property
    def files(self) -> set[str]:
        """The case files the converter runs: those a full baseline holds a case of (another framework's
        file holds none, and its cases are no part of this converter's history)."""
        return {case.rsplit(".", 1)[0] for full in self.full for case in self.cases_at(full)}

    def runs(self, case: str) -> bool:
        return case.rsplit(".", 1)[0] in self.files

    def replayed(self, release: str) -> State:
        """A release's state from its step, even when a full baseline holds it (what the chain reproduces)."""
        step = self.steps[release]
        return apply(self.state(step.base), step)

    def digest(self, case: str, release: str) -> str:
        """The digest of a case's outputs at a release, computed once."""
        if (case, release) not in self._digests:
            self._digests[case, release] = outputs_digest(self.cases_at(release).get(case, {}))
        return self._digests[case, release]

    def recorded(self, case: str, release: str, current: str | None) -> bool:
        """Whether a release's outputs of ``case`` hold for its current source (``current``) and its current base: a
        full baseline's always do, a stored release's when every step back to its full baseline was built from that
        source and against the outputs its base holds now."""
        return release in self.full or self.replays(case, release, current)

    def replays(self, case: str, release: str, current: str | None) -> bool:
        """Whether replaying a release's step gives ``case``'s outputs for its current source and base."""
        step = self.steps[release]
        source, _, base = step.cases.get(case, ("", "", ""))
        return (
            current is not None
            and source == current
            and base == self.digest(case, step.base)
            and self.recorded(case, step.base, current)
        )

    def not_compared(self, release: str, current: Mapping[str, str]) -> list[str]:
        """The cases a stored release's step does not compare (``current``: the corpus's fingerprints): of the cases
        the converter runs, those added or edited since it was built, those whose base, or its own full baseline, was
        rendered anew since; and the cases it holds that the corpus no longer does. What ``history --build --stale``
        converts again."""
        step = self.steps.get(release)
        if step is None:
            return []
        gone = {case for case in self.cases_at(release) if case not in current}
        return sorted(
            gone
            | {
                case
                for case, source in current.items()
                if self.runs(case)
                and not (self.replays(case, release, source) and step.cases[case][1] == self.digest(case, release))
            }
        )

    def linked(self, case: str, older: str, newer: str, current: str | None) -> bool:
        """Whether two neighbouring releases' outputs of ``case`` may be compared: a step links them, built from the
        case's current source, against what its base holds now, to what its release holds now (a full baseline
        regenerated since, by a harness that renders outputs anew, breaks the link)."""
        step = next((s for s in (self.steps.get(newer), self.steps.get(older)) if s and s.base in (older, newer)), None)
        if step is None:
            return False
        source, digest, base = step.cases.get(case, ("", "", ""))
        return (
            current is not None
            and source == current
            and base == self.digest(case, step.base)
            and digest == self.digest(case, step.release)
            and self.recorded(case, step.base, current)
            and self.recorded(case, step.release, current)
        )


def chain_label(converter: str, python: str | None) -> str:
    """A converter's chain on one Python as a person reads it.

    >>> chain_label("conv", "3.12"), chain_label("conv", None)
    ('conv (Python 3.12)', 'conv')
    """
    return f"{converter} (Python {python})" if python else converter


def load_chain(
    history: Path, snapshots: Path, converter: str, case: str | None = None, python: str | None = None
) -> Chain:
    """A converter's chain on one Python (``python_of`` its names: None, the base one; with ``case``, of that case's
    outputs alone); a step whose base is missing raises ValueError naming it."""
    full = full_baselines(snapshots, converter, python)
    steps = {name: read_step(folder, case) for name, folder in stored(history, converter, python).items()}
    for step in steps.values():
        if step.base not in full and step.base not in steps:
            raise ValueError(
                f"{history / converter / step.release / STEP}: its base {step.base} is neither stored nor a baseline"
            )
    for step in steps.values():
        if step.base == step.release:
            raise ValueError(f"{history / converter / step.release / STEP}: its base is {step.base}, the step itself")
        seen = [step.release]
        while seen[-1] not in full:
            base = steps[seen[-1]].base
            if base in seen:
                raise ValueError(
                    f"{history / converter / step.release / STEP}: its chain of bases comes back to {base}"
                    f" ({' -> '.join([*seen, base])}) and reaches no full baseline"
                )
            seen.append(base)
    releases = sorted({*full, *steps}, key=lambda name: version_of(name) or (0, 0))
    return Chain(converter, releases, full, steps, case, python)


def history_chains(history: Path) -> list[tuple[str, str | None]]:
    """Every chain with at least one stored release, as ``(converter, python)``: by converter, the base Python's
    chain first, then the others by Python (``python_of`` the names of its steps)."""
    if not history.is_dir():
        return []
    found = {
        (root.name, python_of(step.name))
        for root in history.iterdir()
        if root.is_dir()
        for step in root.iterdir()
        if step.is_dir() and (step / STEP).is_file() and version_of(step.name)
    }
    return sorted(found, key=lambda c: (c[0], tuple(int(n) for n in c[1].split(".")) if c[1] else ()))


@dataclass(frozen=True)
class Check:
    """What replaying one converter's chain found."""

    converter: str
    problems: list[str]  # each a stored file or step that does not reproduce what it recorded
    unrecorded: dict[str, list[str]]  # release -> cases added to or changed in the corpus since it was built
    out_of_date: dict[str, list[str]]  # release -> cases whose base or full baseline was regenerated since
    reproduced: list[str]  # full baselines the chain reproduced byte for byte (their recorded cases)


def one_error(cases: Mapping[str, Mapping[str, bytes]]) -> str:
    """The error's first two lines, where two or more cases all end with one and the same ``error.txt`` (the
    harness's call or the environment, not what the release does with each case); else ``""``.

    >>> one_error({"m.a": {"error.txt": b"step: x\\nE: no\\n"}, "m.b": {"error.txt": b"step: x\\nE: no\\n"}})
    'step: x / E: no'
    >>> one_error({"m.a": {"error.txt": b"step: x\\nE: no\\n"}, "m.b": {"code.py": b""}})
    ''
    """
    errors = {outputs.get(rejection.FILE) for outputs in cases.values()}
    if len(cases) < 2 or len(errors) != 1 or None in errors:
        return ""
    (error,) = errors
    assert error is not None
    return rejection.first_lines(error.decode("utf-8", "replace"))


def check_chain(chain: Chain, current: Mapping[str, str]) -> Check:
    """Replay a chain: every step's recorded digests, and every full baseline, byte for byte, for the cases whose
    source and base are as the step was built from; the other cases are listed, never compared."""
    problems: list[str] = []
    unrecorded: dict[str, list[str]] = {}
    out_of_date: dict[str, list[str]] = {}
    reproduced = []
    for release, step in chain.steps.items():
        where = f"{chain.converter}/{release}"
        base = chain.state(step.base)
        missing = [key for key in step.removed if key not in base]
        problems += [f"{where}: removes {key}, which {step.base} does not hold" for key in missing]
        idle = [key for key, value in step.changed.items() if base.get(key) == value]
        foreign = [key for key in step.changed if case_of(key) not in step.cases]
        problems += [f"{where}: stores {key}, an output of a case its corpus does not hold" for key in foreign]
        problems += [f"{where}: stores {key} unchanged from {step.base}" for key in idle]
        replayed = by_case(chain.replayed(release))
        problems += [
            f"{where}: {key}:{line}: {what}"
            for key, value in step.changed.items()
            for line, what in not_the_converters(value.decode("utf-8", "replace"))
        ]
        problems += [
            f"{where}: records {c} as failed in the harness, yet holds its outputs: a step stored from a work folder"
            f" two builds shared; build it again (history --build {release} --rebuild)"
            for c in step.failed
            if c in replayed or step.cases.get(c, ("", outputs_digest({})))[1] != outputs_digest({})
        ]
        if error := one_error(replayed):
            problems.append(f"{where}: every case ends with one and the same error, not the release's: {error}")
        fresh = sorted(c for c in current if step.cases.get(c, ("",))[0] == current[c])
        if stale := sorted(c for c in set(current) - set(fresh) if chain.runs(c)):
            unrecorded[release] = stale
        moved = [  # a case the converter does not take has no outputs to be rendered anew
            c
            for c in fresh
            if chain.runs(c)
            and not (step.cases[c][2] == chain.digest(c, step.base) and chain.recorded(c, step.base, current[c]))
        ]
        kept = [c for c in fresh if c not in moved]
        edited = [c for c in kept if outputs_digest(replayed.get(c, {})) != step.cases[c][1]]
        problems += [f"{where}: {c}'s outputs do not replay to what the step recorded" for c in edited]
        if release in chain.full:
            regenerated = [c for c in kept if c not in edited and chain.digest(c, release) != step.cases[c][1]]
            moved += regenerated
            committed = chain.cases_at(release)
            same = [c for c in kept if c not in edited and c not in regenerated]
            wrong = [c for c in same if committed.get(c, {}) != replayed.get(c, {})]
            problems += [f"{where}: the replayed chain differs from the committed baseline in {c}" for c in wrong]
            if not wrong and not edited:
                reproduced.append(release)
        if moved:
            out_of_date[release] = sorted(moved)
    return Check(chain.converter, problems, unrecorded, out_of_date, reproduced)
