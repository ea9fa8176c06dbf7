"""``python -m harness diff --renames``: outputs that only renamed what they bind, apart from real changes."""

from __future__ import annotations

from harness.tools.diff.engine import Comparison, Output, summary_lines


def split(comparison: Comparison) -> tuple[list[Output], list[Output]]:
    """The changed outputs: (renamed only, changed in substance)."""
    changed = [o for o in comparison.outputs if o.state == "changed"]
    return [o for o in changed if o.renamed_only], [o for o in changed if not o.renamed_only]


def rename_report(comparison: Comparison, old_label: str, new_label: str) -> tuple[str, bool]:
    """The summary, the outputs that only renamed, then the diff of each real change with the new
    names aligned to the old ones; and whether anything other than names changed.

    >>> from pathlib import Path
    >>> comparison = Comparison(Path("a"), Path("b"), [
    ...     Output("m", "c", "code.py", "changed", "add = f(x)\\nreturn add\\n", "add_tensor = f(x)\\nreturn add_tensor\\n"),
    ...     Output("m", "d", "code.py", "changed", "add = f(x)\\nreturn add\\n", "add_tensor = g(x)\\nreturn add_tensor\\n")])
    >>> text, differs = rename_report(comparison, "old", "new")
    >>> print(text[text.index("renamed only"):], end="")
    renamed only: 1 of 2 changed outputs
      m/c/code.py
    changed beyond names: 1
    <BLANKLINE>
    --- m/d/code.py (old)
    +++ m/d/code.py (new, names aligned with old)
    @@ -1,2 +1,2 @@
    -add = f(x)
    +add = g(x)
     return add
    >>> differs
    True
    """
    renamed, real = split(comparison)
    lines = summary_lines(comparison, old_label, new_label)
    lines += ["", f"renamed only: {len(renamed)} of {len(renamed) + len(real)} changed outputs"]
    lines += [f"  {output.path}" for output in renamed]
    lines.append(f"changed beyond names: {len(real)}")
    for output in real:
        lines += ["", *output.aligned_diff(old_label, new_label)]
    others = [o for o in comparison.outputs if o.state in ("added", "removed")]
    lines += [f"{output.state}: {output.path}" for output in others]
    return "\n".join(lines) + "\n", bool(real or others)
