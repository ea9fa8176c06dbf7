"""The text edits a new framework release makes: its tox environment, copied from the newest one, and tox.ini's labels
(the groups README's commands name); pure functions of the files' text."""

from __future__ import annotations

import configparser
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass

from packaging.version import InvalidVersion, Version

from harness.converter import BASE_PYTHON, Converter, minor_release
from harness.store.baselines import env_python

CONSTRAINTS = "pip-constraints.txt"
CONSTRAINTS_TEXT = """\
# No constraints. An environment that pins a release newer than what a machine's own pip configuration allows
# (a `constraint` file in pip.conf) points PIP_CONSTRAINT here in tox.ini's set_env: pip then reads this file
# instead of the machine's, for that environment's installs only; UV_CONSTRAINT beside it does the same for uv (tox-uv).
"""
# tox-uv installs with uv, which reads UV_CONSTRAINT (and no pip configuration); pip, with tox's own runner, reads
# PIP_CONSTRAINT: the lift sets both, so that it holds whichever installs.
LIFT = [
    "set_env =",
    "    PIP_CONSTRAINT = {tox_root}{/}" + CONSTRAINTS,
    "    UV_CONSTRAINT = {tox_root}{/}" + CONSTRAINTS,
]
LIFTS = (LIFT, ["set_env = PIP_CONSTRAINT = {tox_root}{/}" + CONSTRAINTS])  # the lift, and its form before uv
_PIN = re.compile(r"^(?P<indent>\s*)(?P<name>[A-Za-z0-9][\w.-]*)\s*==\s*(?P<version>[^\s;#]+)", re.M)


@dataclass(frozen=True)
class Newest:
    """A tox environment that pins a framework: its name, the distribution it pins and that pin's version."""

    env: str
    distribution: str
    version: str
    python: tuple[int, int] = BASE_PYTHON  # its base_python

    @property
    def candidate(self) -> bool:
        """Whether it pins a pre-release: a candidate of its minor release, not its newest stable."""
        return Version(self.version).is_prerelease


def parse_version(text: str) -> Version:
    """A release as pip reads it (any PEP 440 spelling), with a minor release; else ValueError with a hint.

    >>> parse_version("2.22rc0") == parse_version("2.22.0rc0"), parse_version("2.22.0rc0").is_prerelease
    (True, True)
    >>> parse_version("2.22.x")
    Traceback (most recent call last):
    ValueError: '2.22.x' is not a version pip reads (PEP 440): write it as 2.22.0, or 2.22.0rc0 for a candidate
    >>> parse_version("3")
    Traceback (most recent call last):
    ValueError: '3' names no minor release: write it as 3.0.0
    """
    try:
        version = Version(text)
    except InvalidVersion:
        raise ValueError(
            f"{text!r} is not a version pip reads (PEP 440): write it as 2.22.0, or 2.22.0rc0 for a candidate"
        ) from None
    if len(version.release) < 2:
        raise ValueError(f"{text!r} names no minor release: write it as {version.major}.0.0")
    return version


def release_name(version: str) -> str:
    """A version's minor release, ``X.Y``, as baselines, environments and the history name it.

    >>> release_name("2.22.0rc0"), release_name("2.22rc0"), release_name("0.10.2"), release_name("2.11.0+cpu")
    ('2.22', '2.22', '0.10', '2.11')
    """
    parse_version(version)  # a clear error for a version pip would not read
    major, minor = minor_release(version)
    return f"{major}.{minor}"


def env_name(template: Newest, version: str) -> str:
    """The new environment's name: the newest one's, its major and minor numbers replaced.

    >>> env_name(Newest("torch214", "torch", "2.14.1"), "2.15.0"), env_name(Newest("fw010", "fw", "0.10.2"), "0.11.0")
    ('torch215', 'fw011')
    >>> env_name(Newest("tf221", "tensorflow-cpu", "2.21.0"), "2.22rc0")
    'tf222'
    >>> env_name(Newest("newest-torch", "torch", "2.14.1"), "2.15.0")
    Traceback (most recent call last):
    ValueError: newest-torch does not end with 214: name the new environment with --env
    """
    old, new = release_name(template.version), release_name(version)
    digits = old.replace(".", "")
    if template.env.endswith(digits):
        return template.env[: -len(digits)] + new.split(".")[0] + new.split(".")[1].zfill(len(old.split(".")[1]))
    raise ValueError(f"{template.env} does not end with {digits}: name the new environment with --env")


def pinned_envs(tox_text: str, converters: Iterable[Converter], framework: str) -> list[Newest]:
    """Every tox environment that pins ``framework`` (a converter's framework or one of its
    distributions), with its pin; not one that pins it only as the ``family`` of another framework's converter
    whose distribution it pins too (that environment is the other framework's).

    >>> from harness.converter import Converter
    >>> lib = Converter("lib", "lib", ("lib",), "d")
    >>> fw = Converter("fw", "fw", ("fw",), "d", family=("lib",))
    >>> tox = "[testenv:fw2]\\ndeps =\\n    fw==2.0\\n    lib==0.7\\n[testenv:lib07]\\ndeps = lib==0.7\\n"
    >>> [n.env for n in pinned_envs(tox, [lib, fw], "lib")], [n.env for n in pinned_envs(tox, [lib, fw], "fw")]
    (['lib07'], ['fw2'])
    """
    converters = list(converters)
    distributions = {d for c in converters if framework in (c.framework, *c.distributions) for d in c.distributions}
    if not distributions:
        raise ValueError(f"no converter runs on {framework!r}")
    others = [c for c in converters if c.framework != framework and not set(c.distributions) & distributions]
    parser = configparser.ConfigParser(interpolation=None)
    parser.read_string(tox_text)
    found = []
    for section in parser.sections():
        if not section.startswith("testenv:"):
            continue
        pins = list(_PIN.finditer(parser.get(section, "deps", fallback="")))
        names = {pin["name"] for pin in pins}
        for pin in pins:
            as_family = any(pin["name"] in c.family and names & set(c.distributions) for c in others)
            if pin["name"] in distributions and not as_family:
                python = env_python(parser.get(section, "base_python", fallback="")) or BASE_PYTHON
                found.append(Newest(section.split(":", 1)[1], pin["name"], pin["version"], python))
    if not found:
        raise ValueError(f"no tox environment pins {' or '.join(sorted(distributions))}")
    return found


def newest(tox_text: str, converters: Iterable[Converter], framework: str) -> Newest:
    """The environment that pins the newest stable release of ``framework`` (a candidate, which pins a
    pre-release, runs its corpus only and takes over nothing until it is promoted); of a release's environments on
    several Pythons (the interpreter's axis), the one on the oldest.

    >>> from harness.converter import Converter
    >>> tox = "[testenv:n1]\\ndeps = n==1.0\\n[testenv:n1-py312]\\nbase_python = py312\\ndeps = n==1.0\\n"
    >>> newest(tox, [Converter("n", "n", ("n",), "d")], "n").env
    'n1'
    """
    found = pinned_envs(tox_text, converters, framework)
    stable = [n for n in found if not n.candidate] or found
    return max(stable, key=lambda n: (Version(n.version), tuple(-part for part in n.python)))


def section_span(text: str, env: str) -> tuple[int, int]:
    """Where ``[testenv:env]`` starts and ends in tox.ini's text (its trailing blank lines included); its header may
    end in a comment, as tox reads it.

    >>> text = "[tox]\\n[testenv:t1]  # the newest\\ndeps = t==1.0\\n\\n[testenv:t0]\\n"
    >>> text[slice(*section_span(text, "t1"))]
    '[testenv:t1]  # the newest\\ndeps = t==1.0\\n\\n'
    >>> section_span(text, "t2")
    Traceback (most recent call last):
    ValueError: tox.ini has no [testenv:t2] header
    """
    header = re.search(rf"^\[testenv:{re.escape(env)}\][ \t]*(?:[#;][^\n]*)?$", text, re.M)
    if header is None:
        raise ValueError(f"tox.ini has no [testenv:{env}] header")
    following = re.compile(r"^\[", re.M).search(text, header.end())
    return header.start(), following.start() if following else len(text)


def keys(section: str) -> dict[str, list[str]]:
    """A section's keys, each with its lines (the key's own line, then its indented continuation lines)."""
    found: dict[str, list[str]] = {}
    key = None
    for line in section.splitlines()[1:]:
        if match := re.match(r"^([\w]+)\s*=", line):
            key = match[1]
            found[key] = [line]
        elif key and (line.startswith((" ", "\t")) or line.startswith("#")) and line.strip():
            found[key].append(line)
    return found


CANDIDATE_NOTE = "candidate: its corpus only, until the final release promotes it"


def describe(description: str, pins: dict[str, str], *, newest: bool, candidate: bool = False) -> str:
    """An environment's description after a release: what it is, then its pins, then ``(newest)`` and what only the
    newest runs, or without them; a candidate's says so instead.

    >>> old = "AutoGraph snapshots with TensorFlow 2.21 (newest), the harness's tests, pass coverage"
    >>> describe(old, {"tensorflow-cpu": "2.22.0"}, newest=True)
    "AutoGraph snapshots with tensorflow-cpu 2.22.0 (newest), the harness's tests, pass coverage"
    >>> describe(old, {"tensorflow-cpu": "2.22.0rc0"}, newest=False, candidate=True)
    'AutoGraph snapshots with tensorflow-cpu 2.22.0rc0 (candidate: its corpus only, until the final release promotes it)'
    >>> describe("X snapshots with torch 2.14 (newest; no torchaudio past 2.11), the harness's tests", {}, newest=False)
    'X snapshots with torch 2.14 (no torchaudio past 2.11)'
    >>> describe("torch.onnx (dynamo=True, with onnxruntime) snapshots with torch 2.15.0 (newest), the tests", {}, newest=True)
    'torch.onnx (dynamo=True, with onnxruntime) snapshots with torch 2.15.0 (newest), the tests'
    """
    what, rest = _pins_apart(description)
    match = re.match(r"^(?P<pins>[^(]*?)\s*(?:\((?P<notes>[^)]*)\)(?P<tail>.*))?$", rest)
    assert match is not None  # the pattern matches any text
    notes = [n for n in (match["notes"] or "").split("; ") if n and not n.startswith(("newest", "candidate"))]
    shown = ", ".join(f"{name} {version}" for name, version in pins.items()) or match["pins"]
    if newest:
        return f"{what} with {shown} (newest){match['tail'] or ''}"
    return f"{what} with {shown}" + (
        f" ({'; '.join([CANDIDATE_NOTE] if candidate else notes)})" if notes or candidate else ""
    )


def _pins_apart(description: str) -> tuple[str, str]:
    """A description cut at its first `` with `` outside parentheses: what the environment is, and its pins on.

    >>> _pins_apart("A (x, with y) snapshots with z 1 (newest)")
    ('A (x, with y) snapshots', 'z 1 (newest)')
    """
    depth = 0
    for at, character in enumerate(description):
        depth += {"(": 1, ")": -1}.get(character, 0)
        if depth == 0 and description.startswith(" with ", at):
            return description[:at], description[at + len(" with ") :]
    return description, ""


def pinned(deps: list[str], pins: dict[str, str]) -> list[str]:
    """The ``deps`` lines with each named distribution at its new version, and the ones it did not pin added.

    >>> pinned(["deps =", "    torch==2.14.1", "    torchvision==0.29.1"], {"torch": "2.15.0", "torchaudio": "2.11.1"})
    ['deps =', '    torch==2.15.0', '    torchvision==0.29.1', '    torchaudio==2.11.1']
    >>> pinned(["deps = tensorflow-cpu==2.21.0"], {"tensorflow-cpu": "2.22.0"})
    ['deps =', '    tensorflow-cpu==2.22.0']
    """
    first = deps[0].split("=", 1)[1].strip()
    lines = [line.strip() for line in ([first] if first else []) + deps[1:]]
    done = set()
    for index, line in enumerate(lines):
        pin = _PIN.match(line)
        if pin and pin["name"] in pins:
            lines[index] = f"{pin['name']}=={pins[pin['name']]}"
            done.add(pin["name"])
    lines += [f"{name}=={version}" for name, version in pins.items() if name not in done]
    return ["deps =", *(f"    {line}" for line in lines)]


def runs_more_than_the_corpus(commands: list[str]) -> bool:
    """Whether an environment runs the harness's own tests (the newest's stranger's-machine run of the corpus
    among them) or a command beside its corpus run (coverage).

    >>> runs_more_than_the_corpus(["commands = pytest {posargs:cases}"])
    False
    >>> runs_more_than_the_corpus(["commands = pytest {posargs:tests/frameworks/test_portability.py}"])
    True
    """
    defaults = re.findall(r"\{posargs:([^}]*)\}", "\n".join(commands))
    return len(commands) > 2 or any(found.split() != ["cases"] for found in defaults)


def corpus_only(commands: list[str]) -> list[str]:
    """An environment's commands reduced to its corpus run.

    >>> corpus_only(["commands =", "    pytest {posargs:tests}", "    python -m harness coverage x"])
    ['commands = pytest {posargs:cases}']
    """
    lines = [line.strip() for line in [commands[0].split("=", 1)[1], *commands[1:]] if line.strip()]
    first = next(line for line in lines if "pytest" in line.split()[:3])  # pytest, or python -m pytest
    return [f"commands = {re.sub(r'{posargs:[^}]*}', '{posargs:cases}', first)}"]


def _pins_of(lines: list[str]) -> dict[str, str]:
    return {p["name"]: p["version"] for p in _PIN.finditer("\n".join(lines))}


def _copy(
    template: str,
    env: str,
    pins: dict[str, str],
    *,
    lift: bool,
    candidate: bool,
    deps: list[str] | None,
    python: str | None = None,
) -> str:
    """The section of ``env``, a copy of the ``template`` section with ``pins`` (on ``deps`` when given): the
    newest's roles, or, as a candidate, its corpus run only."""
    found = keys(template)
    if lift and "set_env" in found and found["set_env"] not in LIFTS:
        raise ValueError(
            f"{template.splitlines()[0]} has a set_env: add PIP_CONSTRAINT and UV_CONSTRAINT to {env}'s by hand"
        )
    base = deps or found.get("deps", ["deps ="])
    wanted = {name: pins.get(name, version) for name, version in _pins_of(base).items()} | pins
    lines = [f"[testenv:{env}]"]
    if python and "base_python" not in found:
        found = {"description": found.get("description", ["description = its corpus"]), "base_python": []} | found
    for key, value in found.items():
        if key == "base_python" and python:
            lines.append(f"base_python = py{python.replace('.', '')}")
        elif key == "description":
            was = value[0].split("=", 1)[1].strip()
            lines.append(f"description = {describe(was, wanted, newest=not candidate, candidate=candidate)}")
        elif key == "deps":
            lines += pinned(base, pins)
        elif key == "set_env" and value in LIFTS:
            lines += LIFT  # the form before uv lifted pip's cap only
        elif key == "commands":
            lines += LIFT if lift and "set_env" not in found else []
            lines += corpus_only(value) if candidate else value
        else:
            lines += value
    return "\n".join(lines) + "\n\n"


def _demoted(section: str) -> str:
    """The section of the newest environment once another takes over its roles: its corpus run only."""
    found = keys(section)
    if not runs_more_than_the_corpus(found.get("commands", [])):
        return section
    description = found["description"][0]
    demoted = section.replace(
        description, f"description = {describe(description.split('=', 1)[1].strip(), {}, newest=False)}"
    )
    return demoted.replace("\n".join(found["commands"]), "\n".join(corpus_only(found["commands"])))


def add_environment(
    text: str,
    template: Newest,
    env: str,
    pins: dict[str, str],
    *,
    lift: bool,
    candidate: bool = False,
    python: str | None = None,
) -> str:
    """tox.ini with ``env`` added before ``template`` (a copy with ``pins``), listed after it in ``env_list``;
    ``env`` becomes the newest, so it takes over what ``template`` ran beside its corpus, and ``template`` keeps
    only its corpus run; a ``candidate`` runs its corpus only and takes over nothing. With ``lift``, ``env``
    installs without the machine's pip constraints; with ``python`` (``3.12``), on that Python.

    >>> tox = "[tox]\\nenv_list = f1\\n[testenv:f1]\\ndescription = f\\ndeps = f==1.0\\ncommands = pytest {posargs:cases}\\n"
    >>> print(add_environment(tox, Newest("f1", "f", "1.0"), "f2", {"f": "2.0"}, lift=False, python="3.12"), end="")
    [tox]
    env_list = f1, f2
    [testenv:f2]
    description = f with f 2.0 (newest)
    base_python = py312
    deps =
        f==2.0
    commands = pytest {posargs:cases}
    <BLANKLINE>
    [testenv:f1]
    description = f
    deps = f==1.0
    commands = pytest {posargs:cases}
    """
    if f"[testenv:{env}]" in text:
        raise ValueError(f"tox.ini has [testenv:{env}] already: name another with --env")
    start, end = section_span(text, template.env)
    old = text[start:end]
    new_pins = {template.distribution: pins.pop(template.distribution), **pins}
    section = _copy(old, env, new_pins, lift=lift, candidate=candidate, deps=None, python=python)
    edited = text[:start] + section + (old if candidate else _demoted(old)) + text[end:]
    edited = labelled(listed_after(edited, template.env, env), template.env, env, newest=not candidate)
    return edited if candidate else split_moved(edited, template.env, env)


def with_axis(
    text: str, converters: Iterable[Converter], framework: str, template: Newest, env: str, pins: dict[str, str]
) -> tuple[str, list[str]]:
    """tox.ini with a copy, for ``env`` (the release's new environment, copied from ``template``), of each of
    ``template``'s environments on another Python (the interpreter's axis: ``numba068-py312``), pinned alike;
    and their names.

    >>> from harness.converter import Converter
    >>> tox = ("[tox]\\nenv_list = n068, n068-py312\\n[testenv:n068]\\ndeps = n==0.68.1\\n"
    ...        "[testenv:n068-py312]\\nbase_python = py312\\ndeps = n==0.68.1\\n")
    >>> edited, names = with_axis(tox, [Converter("n", "n", ("n",), "d")], "n", Newest("n068", "n", "0.68.1"), "n069", {"n": "0.69.0"})
    >>> names, "[testenv:n069-py312]\\nbase_python = py312\\ndeps =\\n    n==0.69.0\\n" in edited
    (['n069-py312'], True)
    """
    axis = [
        n
        for n in pinned_envs(text, converters, framework)
        if n.version == template.version and n.python != template.python and n.env.startswith(template.env)
    ]
    names = []
    for found in axis:
        name = env + found.env[len(template.env) :]
        text = add_environment(text, found, name, dict(pins), lift=False)
        names.append(name)
    return text, names


def listed_after(text: str, template: str, env: str) -> str:
    """tox.ini with ``env`` listed after ``template`` in ``[tox]``'s ``env_list`` (or ``envlist``), on one line or
    one per line; ValueError where the list does not name ``template``.

    >>> print(listed_after("[tox]\\nenv_list = lint, t1\\n", "t1", "t2"), end="")
    [tox]
    env_list = lint, t1, t2
    >>> print(listed_after("[tox]\\nenv_list =\\n    lint\\n    t1\\nrequires = x\\n", "t1", "t2"), end="")
    [tox]
    env_list =
        lint
        t1
        t2
    requires = x
    >>> listed_after("[tox]\\nenv_list =\\n    lint\\n", "t1", "t2")
    Traceback (most recent call last):
    ValueError: tox.ini's env_list does not name t1: list t2 after it by hand
    """
    found = re.search(r"^env_?list[ \t]*=[^\n]*(?:\n[ \t]+[^\n]*)*", text, re.M)
    named = re.search(rf"(?<![\w-]){re.escape(template)}(?![\w-])", found[0]) if found else None
    if found is None or named is None:
        raise ValueError(f"tox.ini's env_list does not name {template}: list {env} after it by hand")
    value = found[0]
    line_start = value.rfind("\n", 0, named.start()) + 1
    line = value[line_start : value.find("\n", named.end()) if "\n" in value[named.end() :] else len(value)]
    if line.strip().rstrip(",") == template:  # one environment a line
        indent = line[: len(line) - len(line.lstrip())]
        comma = "," if line.rstrip().endswith(",") else ""
        insert = f"\n{indent}{env}{comma}"
        at = line_start + len(line)
    else:
        insert, at = f", {env}", named.end()
    value = value[:at] + insert + value[at:]
    return text[: found.start()] + value + text[found.end() :]


NEWEST_LABEL = "newest"  # tox.ini's label of each framework's newest environment (``tox -m newest``)
_LABELS = re.compile(r"^labels[ \t]*=[^\n]*(?:\n[ \t]+[^\n]*)*", re.M)


def tox_labels(text: str) -> dict[str, list[str]]:
    """The labels of tox.ini's ``[tox]`` section (``labels =``, a ``name = env, env`` line each) and the environments
    each names, in order.

    >>> tox_labels("[tox]\\nlabels =\\n    baselines = t1, t2\\n    newest = t2\\nrequires = x\\n")
    {'baselines': ['t1', 't2'], 'newest': ['t2']}
    >>> tox_labels("[tox]\\nenv_list = t1\\n")
    {}
    """
    found = _LABELS.search(text)
    lines = found[0].split("=", 1)[1].splitlines() if found else []
    pairs = [line.split("=", 1) for line in lines if "=" in line]
    return {name.strip(): [env.strip() for env in envs.split(",") if env.strip()] for name, envs in pairs}


def labelled(text: str, template: str, env: str, *, newest: bool) -> str:
    """tox.ini with ``env`` in each label that names ``template``: listed after it, but in the ``newest`` label, which
    it joins only as the ``newest`` (taking ``template``'s place); one that lists ``env`` already is as it was.

    >>> text = "[tox]\\nlabels =\\n    baselines = t1, t2\\n    newest = a3, t2\\n"
    >>> print(labelled(text, "t2", "t3", newest=True), end="")
    [tox]
    labels =
        baselines = t1, t2, t3
        newest = a3, t3
    >>> labelled(text, "t2", "t3", newest=False) == text.replace("t2\\n", "t2, t3\\n", 1)
    True
    """
    found = _LABELS.search(text)
    if found is None:
        return text
    head, *lines = found[0].split("\n")
    for index, line in enumerate(lines):
        name, equals, listed = line.partition("=")
        envs = [e.strip() for e in listed.split(",") if e.strip()]
        if not equals or template not in envs or env in envs:
            continue
        at = envs.index(template)
        if name.strip() == NEWEST_LABEL:
            envs[at : at + 1] = [env] if newest else [template]
        else:
            envs.insert(at + 1, env)
        lines[index] = f"{name.rstrip()} = {', '.join(envs)}"
    return text[: found.start()] + "\n".join([head, *lines]) + text[found.end() :]


SPLIT = (
    "-tests"  # a newest environment above 6 minutes runs the harness's tests in ``<newest>-tests``, its pins its own
)


def split_moved(text: str, template: str, env: str) -> str:
    """tox.ini with ``template``'s split, its ``<template>-tests`` environment (the harness's tests, on the pins it takes
    from ``[testenv:<template>]``), moved to ``env`` as the newest: renamed, taking ``env``'s pins, in ``env_list``
    and the labels; as it was where ``template`` has none.

    >>> tox = ("[tox]\\nenv_list = t1, t1-tests\\nlabels =\\n    split = t1-tests\\n[testenv:t1]\\ndeps = t==1.0\\n"
    ...        "[testenv:t1-tests]\\ndescription = t1's tests\\ndeps = {[testenv:t1]deps}\\n")
    >>> print(split_moved(tox, "t1", "t2"), end="")
    [tox]
    env_list = t1, t2-tests
    labels =
        split = t2-tests
    [testenv:t1]
    deps = t==1.0
    [testenv:t2-tests]
    description = t2's tests
    deps = {[testenv:t2]deps}
    >>> split_moved(tox, "t0", "t2") == tox
    True
    """
    old, new = template + SPLIT, env + SPLIT
    try:
        start, end = section_span(text, old)
    except ValueError:
        return text
    section = re.sub(rf"(?<![\w-]){re.escape(template)}(?![\w-])", env, text[start:end].replace(old, new))
    text = text[:start] + section + text[end:]
    head = re.search(r"^\[tox\].*\n(?:(?!\[).*\n?)*", text, re.M)
    if head is None:
        return text
    renamed = re.sub(rf"(?<![\w-]){re.escape(old)}(?![\w-])", new, head[0])
    return text[: head.start()] + renamed + text[head.end() :]


def repin(text: str, template: Newest, candidate: Newest, pins: dict[str, str], *, lift: bool, final: bool) -> str:
    """tox.ini with the ``candidate`` environment pinned to ``pins``: by its ``final`` release, promoted, it takes
    over what ``template`` (the newest until now) ran beside its corpus, and ``template`` keeps only its corpus run;
    by another candidate, it stays one."""
    start, end = section_span(text, candidate.env)
    found = keys(text[start:end])
    source = text[slice(*section_span(text, template.env))] if final else text[start:end]
    lift = lift or found.get("set_env") in LIFTS
    text = (
        text[:start]
        + _copy(source, candidate.env, pins, lift=lift, candidate=not final, deps=found["deps"])
        + text[end:]
    )
    if not final:
        return text
    start, end = section_span(text, template.env)
    text = labelled(text[:start] + _demoted(text[start:end]) + text[end:], template.env, candidate.env, newest=True)
    return split_moved(text, template.env, candidate.env)


def env_base_python(tox_text: str, env: str) -> str | None:
    """The Python an environment runs on (``3.12``), when its ``base_python`` names one other than the harness's own.

    >>> env_base_python("[testenv:t2]\\nbase_python = py312\\n", "t2"), env_base_python("[testenv:t2]\\n", "t2")
    ('3.12', None)
    """
    parser = configparser.ConfigParser(interpolation=None)
    parser.read_string(tox_text)
    python = env_python(parser.get(f"testenv:{env}", "base_python", fallback=""))
    return f"{python[0]}.{python[1]}" if python and python != BASE_PYTHON else None


def env_deps(tox_text: str, env: str) -> list[str]:
    """The requirements an environment of tox.ini installs, one per ``deps`` line.

    >>> env_deps("[testenv:t2]\\ndeps =\\n    t==2.0\\n    numpy<2\\n", "t2")
    ['t==2.0', 'numpy<2']
    """
    parser = configparser.ConfigParser(interpolation=None)
    parser.read_string(tox_text)
    return [line.strip() for line in parser.get(f"testenv:{env}", "deps", fallback="").splitlines() if line.strip()]


def releases_with(text: str, framework: str, release: str, install: list[str], python: str | None = None) -> str:
    """``history/releases.toml`` with ``release`` (X.Y) listed last in ``framework``'s table, installing
    ``install`` (on ``python``, when not the harness's own); a release listed already keeps its place and gets the
    new install line (a candidate promoted).

    >>> toml = '[t]\\nconverters = ["a"]\\nreleases = [\\n    { release = "2.0", install = ["t==2.0.1"] },\\n]\\n'
    >>> print(releases_with(toml, "t", "2.1", ["t==2.1.0rc0"]), end="")
    [t]
    converters = ["a"]
    releases = [
        { release = "2.0", install = ["t==2.0.1"] },
        { release = "2.1", install = ["t==2.1.0rc0"] },
    ]
    >>> releases_with(releases_with(toml, "t", "2.1", ["t==2.1.0rc0"]), "t", "2.1", ["t==2.1.0"]).count("2.1")
    2
    >>> releases_with(toml, "t", "2.1", ["t==2.1.0"], "3.12").splitlines()[-2]
    '    { release = "2.1", install = ["t==2.1.0"], python = "3.12" },'
    >>> releases_with(toml, "u", "1.0", [])
    Traceback (most recent call last):
    ValueError: history/releases.toml has no [u] table
    """
    on = f", python = {json.dumps(python)}" if python else ""
    entry = f"    {{ release = {json.dumps(release)}, install = [{', '.join(json.dumps(i) for i in install)}]{on} }},"
    table = re.search(rf"^\[{re.escape(framework)}\]\n(?:(?!^\[).*\n?)*", text, re.M)
    if table is None:
        raise ValueError(f"history/releases.toml has no [{framework}] table")
    body = table[0]
    listed = re.search(rf"^\s*\{{\s*release\s*=\s*{re.escape(json.dumps(release))}\s*,.*$", body, re.M)
    if listed:
        body = body[: listed.start()] + entry + body[listed.end() :]
    else:
        close = re.search(r"^\]", body[body.index("releases = [") :], re.M)
        if close is None:
            raise ValueError(
                f"history/releases.toml: [{framework}]'s releases list does not close on a line of its own"
            )
        at = body.index("releases = [") + close.start()
        body = body[:at] + entry + "\n" + body[at:]
    return text[: table.start()] + body + text[table.end() :]
