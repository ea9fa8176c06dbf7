"""Each output format has one owner: only its owner names ``passes.txt``, ``error.txt`` and ``not_run.txt`` or
writes and reads them by their wording, and no tool nor store module reads ``behaviour.txt`` by its wording (read
from the source)."""

from __future__ import annotations

import ast
import functools
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import harness

PACKAGE = Path(harness.__file__).parent
# Phrases of behaviour.txt's lines; only the behaviour package writes and reads them.
BEHAVIOUR_WORDING = ("python: ", "is specialised to", "ran unconverted: ", "ran the case unconverted")
# Each format's owner, the words only it writes, and the words only it looks for in a text (a verdict's state and
# behaviour.txt's runner lines say "not run: " too, but read no not_run.txt).
OWNED = {
    "error.txt": ("convert/rejection.py", re.compile(r"(?:\A|\n)step:"), re.compile(r"(?:\A|\n|\\A|\\n)step:")),
    "not_run.txt": (
        "convert/notrun.py",
        re.compile(r"no example inputs;|\(give it @case\(inputs"),
        re.compile(r"\Anot run: |no example inputs"),
    ),
}
# Modules that name a format's file, only to order or list it, and cannot import its owner (below convert/).
NAMING = {"views.py": "error.txt"}  # READ_FIRST: the reading order, report and behaviour and error first
# Each shared output's file name and the module that owns it: its constant there names it, no other module spells it.
FILE_OWNERS = {
    "behaviour.txt": "convert/behaviour/text.py",
    "not_finished.txt": "convert/unfinished.py",
    "warnings.txt": "convert/common.py",
    "traces.txt": "convert/traces.py",
    "replay.txt": "convert/saved.py",
    "saved.txt": "convert/saved.py",
    "report.txt": "store/report/text.py",
    "manifest.toml": "store/baselines.py",
    **{name: owner for name, (owner, _, _) in OWNED.items()},
}
READ_FIRST = {"report.txt", "behaviour.txt", "error.txt"}  # views.py's reading order: it cannot import their owners
# The calls that look for words in a text.
SEARCHING = {"startswith", "endswith", "removeprefix", "removesuffix", "partition", "rpartition", "split", "rsplit"}
SEARCHING |= {"find", "rfind", "index", "count", "replace", "compile", "match", "search", "fullmatch", "sub"}


@functools.cache
def parsed(path: Path) -> ast.Module:
    """A module's syntax tree, parsed once per test process (every test here reads every module of the harness)."""
    return ast.parse(path.read_text(encoding="utf-8"))


def strings(path: Path) -> Iterator[str]:
    """The string constants of a module, f-strings' literal parts included, docstrings aside."""
    tree = parsed(path)
    documented = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, documented) and node.body and isinstance(node.body[0], ast.Expr)
    }
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            yield node.value


def test_strings_are_the_code_s_not_its_docstrings(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text('"""Doc."""\n\n\ndef g(x):\n    """Doc."""\n    return f"a {x} b" + "c"\n', encoding="utf-8")
    assert sorted(strings(module)) == [" b", "a ", "c"]


def searched(path: Path) -> Iterator[str]:
    """The string constants a module looks for in a text: a search call's arguments (``text.startswith("x")``,
    ``re.match``) and the left side of ``in``."""
    for node in ast.walk(parsed(path)):
        found: list[ast.expr] = []
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in SEARCHING:
            found = [*node.args, *(keyword.value for keyword in node.keywords)]
        elif isinstance(node, ast.Compare) and any(isinstance(op, (ast.In, ast.NotIn)) for op in node.ops):
            found = [node.left]
        for expression in found:
            for constant in ast.walk(expression):
                if isinstance(constant, ast.Constant) and isinstance(constant.value, str):
                    yield constant.value


def modules(*folders: str) -> list[Path]:
    return sorted(path for name in folders for path in (PACKAGE / name).rglob("*.py"))


def test_only_passlog_names_passes_txt() -> None:
    naming = [path.relative_to(PACKAGE).as_posix() for path in modules(".") if "passes.txt" in set(strings(path))]
    assert naming == ["convert/passlog.py"], f"passes.txt is convert/passlog.py's: write and read it there: {naming}"


def test_no_tool_reads_behaviour_txt_by_its_wording() -> None:
    found = [
        f"{path.relative_to(PACKAGE).as_posix()}: {text!r}"
        for path in modules("tools", "store", "plugin")
        for text in strings(path)
        if any(phrase in text for phrase in BEHAVIOUR_WORDING)
    ]
    assert not found, "ask behaviour.txt's reader instead, harness.convert.behaviour.text:\n" + "\n".join(found)


@pytest.mark.parametrize("output", FILE_OWNERS)
def test_each_shared_output_s_file_name_is_spelled_by_its_owner_alone(output: str) -> None:
    owner = FILE_OWNERS[output]
    spelling = [
        name
        for path in modules(".")
        if (name := path.relative_to(PACKAGE).as_posix()) != owner
        if {output, f"*/{output}"} & set(strings(path)) and not (name == "views.py" and output in READ_FIRST)
    ]
    assert not spelling, f"{output} is {owner}'s: import the constant that names it there: {spelling}"


@pytest.mark.parametrize("output", OWNED)
def test_each_owned_format_is_named_by_its_owner_alone(output: str) -> None:
    owner, _, _ = OWNED[output]
    naming = [
        name
        for path in modules(".")
        if (name := path.relative_to(PACKAGE).as_posix()) != owner and NAMING.get(name) != output
        if {output, f"*/{output}"} & set(strings(path))
    ]
    assert not naming, f"{output} is {owner}'s: write it and read it there (its FILE names it): {naming}"


@pytest.mark.parametrize("output", OWNED)
def test_no_module_but_its_owner_writes_or_reads_a_format_by_its_wording(output: str) -> None:
    owner, written, looked_for = OWNED[output]
    found = [
        f"{name}: {text!r}"
        for path in modules(".")
        if (name := path.relative_to(PACKAGE).as_posix()) != owner
        for text in sorted(
            {*(t for t in strings(path) if written.search(t)), *(t for t in searched(path) if looked_for.search(t))}
        )
    ]
    assert not found, f"{output}'s words are {owner}'s: write and read it through it:\n" + "\n".join(found)


def test_a_search_for_a_format_s_words_is_found(tmp_path: Path) -> None:
    """What the last test looks for: the reading and the writing that items of issue 46 took out of the store."""
    module = tmp_path / "m.py"
    module.write_text(
        'def f(t):\n    return t.startswith("not run: "), [x for x in t if not x.startswith("step:")], f"step: {t}"\n'
        'P = re.compile(r"\\Astep: harness")\n',
        encoding="utf-8",
    )
    assert sorted(searched(module)) == ["\\Astep: harness", "not run: ", "step:"]
    _, written, looked_for = OWNED["error.txt"]
    assert sorted(t for t in strings(module) if written.search(t)) == ["step:", "step: "]
    assert sorted(t for t in searched(module) if looked_for.search(t)) == ["\\Astep: harness", "step:"]
    assert [t for t in searched(module) if OWNED["not_run.txt"][2].search(t)] == ["not run: "]


def test_snapshot_rules_live_on_entries_and_format_modules_alone() -> None:
    """A converter's rules are its entry's (``Converter.rules``); a module declares ``SNAPSHOT_RULES`` only when it owns
    a format every converter may write, and the kit lists it, so that no scan of the source is needed to find one."""
    from harness.testing.rules import FORMATS

    declaring = {
        path.relative_to(PACKAGE).as_posix()
        for path in modules(".")
        if any(
            isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "SNAPSHOT_RULES" for t in node.targets)
            for node in parsed(path).body
        )
    }
    listed = {Path(module.__file__ or "").relative_to(PACKAGE).as_posix() for module in FORMATS}
    assert declaring == listed, (
        f"move a converter's rules to its entry (rules=), or list the module in FORMATS: {declaring ^ listed}"
    )
    assert all(pattern.startswith("*/") for module in FORMATS for pattern in module.SNAPSHOT_RULES)
