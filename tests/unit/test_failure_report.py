"""A failure's report stays readable whatever the size of the outputs it compares."""

from __future__ import annotations

from harness.plugin.failure import Difference, describe

SIZE = 20_000_000


def test_a_one_character_change_to_a_20_MB_output_is_shown_where_it_changed() -> None:
    old = "x" * SIZE + "\n"
    new = "x" * (SIZE // 2) + "y" + "x" * (SIZE // 2 - 1) + "\n"
    lines = describe([Difference("c/big.txt", old, new)])
    assert sum(map(len, lines)) < 10_000, sum(map(len, lines))
    removed, added = (line for line in lines if line[:1] in "-+" and not line.startswith(("---", "+++")))
    assert removed.startswith(f"-[... {SIZE // 2 - 200} characters cut] ") and removed.endswith("characters cut]")
    assert "xy" in added and "xy" not in removed


def test_a_new_output_of_one_huge_line_is_cut_too() -> None:
    lines = describe([Difference("c/new.txt", None, "z" * SIZE)])
    assert sum(map(len, lines)) < 10_000 and lines[1].endswith(f"[... {SIZE - 2000} characters cut]")
