"""Each output format has one owner: only its owner names ``passes.txt``, and no tool nor store module reads
``behaviour.txt`` by its wording (read from the source)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import harness

PACKAGE = Path(harness.__file__).parent
# Phrases of behaviour.txt's lines; only the behaviour package writes and reads them.
BEHAVIOUR_WORDING = ("python: ", "is specialised to", "ran unconverted: ", "ran the case unconverted")


def strings(path: Path) -> Iterator[str]:
    """The string constants of a module, f-strings' literal parts included, docstrings aside."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
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
