"""No module of ``harness/`` outside ``harness/convert/`` names a converter, its framework, its packages or one of
its ``@case`` options, in code, strings, comments or docstrings (doctest examples aside): a converter is its folder."""

from __future__ import annotations

import io
import re
import tokenize
from collections.abc import Iterable, Iterator
from pathlib import Path

import harness
from harness.converter import Converter, case_options
from helpers import CONVERTERS

PACKAGE = Path(harness.__file__).parent
CONVERT = PACKAGE / "convert"
GENERIC = {"jit", "compile", "script"}  # words of converters' titles that any code says (re.compile)


def names(converters: Iterable[Converter]) -> set[str]:
    """What names a converter: its name, title words, framework, packages and distributions, and its options.

    >>> sorted(names([Converter("mine", "fw", ("fw-cpu",), "d", title="Mine (fw.jit)", family=("xy-extras",))]))
    ['fw', 'fw-cpu', 'mine', 'xy', 'xy-extras']
    """
    found: set[str] = set()
    for converter in converters:
        title_words = {w for w in re.findall(r"[A-Za-z][\w-]*", converter.title) if w.lower() not in GENERIC}
        packages = {*converter.routes, *converter.distributions, *converter.companions, *converter.family}
        found |= {converter.name, converter.framework, *packages, *{w.lower() for w in title_words}}
        found |= {option.name for option in converter.options}
        found |= {package.split("-")[0] for package in packages}
    return found


def prose(text: str) -> str:
    """A string without its doctest examples (``>>>`` and ``...`` lines, and the output under them).

    >>> prose("Say it.\\n\\n>>> f()\\n'x'\\n\\nAnd more.")
    'Say it.\\n\\n\\nAnd more.'
    """
    kept, in_example = [], False
    for line in text.split("\n"):
        stripped = line.strip()
        if stripped.startswith((">>>", "...")):
            in_example = True
        elif in_example and stripped:
            continue
        else:
            in_example = False
            kept.append(line)
    return "\n".join(kept)


def mentions(path: Path, pattern: re.Pattern[str]) -> Iterator[str]:
    kinds = (tokenize.NAME, tokenize.STRING, tokenize.COMMENT, getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING))
    for token in tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline):
        if token.type in kinds:
            text = prose(token.string) if token.type == tokenize.STRING else token.string
            for found in pattern.finditer(text):
                yield f"{path.relative_to(PACKAGE.parent)}:{token.start[0]}: {found.group(0)}"


def test_no_module_outside_the_converters_folders_names_one() -> None:
    words = names(CONVERTERS.values()) | set(case_options(CONVERTERS.values()))
    assert {"autograph", "torch", "tensorflow", "dynamic"} <= words  # the scan looks for what it must
    pattern = re.compile(
        rf"(?<![\w-])(?:{'|'.join(map(re.escape, sorted(words, key=len, reverse=True)))})(?![\w-])", re.I
    )
    found = [
        mention
        for path in sorted(PACKAGE.rglob("*.py"))
        if not path.is_relative_to(CONVERT)
        for mention in mentions(path, pattern)
    ]
    assert not found, "\n".join(found)
