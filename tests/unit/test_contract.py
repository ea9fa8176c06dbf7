"""A converter's entry is checked when it loads: each misspelled reference fails naming the converter and the field."""

from __future__ import annotations

from dataclasses import replace

import pytest

from harness.convert.registry import built_in_converters, verified
from harness.converter import EntryError, Normalizers
from harness.store.portability import kernel_numbers, problems
from harness.testing.echo import ECHO
from harness.testing.rules import snapshot_rules

MINE = replace(ECHO, name="mine")
MISSPELLED = {
    "driver": replace(MINE, driver="harness.testing.echo.drivr"),
    "own_code": replace(MINE, own_code=("harness.convert.ech.driver",)),
    "views": replace(MINE, views="harness.testing.echo.views:VEIWS"),
    "values": replace(MINE, values="harness.convert.torchfamily:tensor_value"),
    "normalizers.generated": replace(MINE, normalizers=Normalizers(generated=("harness.convert.paddle.normalizer:x",))),
    "normalizers.float_prints": replace(
        MINE, normalizers=Normalizers(float_prints=("harness.convert.torchfamily.float_prints",))
    ),
    "normalizers.counters": replace(MINE, normalizers=Normalizers(counters=("tmp_[0-9]+",))),
    "normalizers.leaks": replace(MINE, normalizers=Normalizers(leaks=(("a value", "v=[0-9"),))),
    "rules": replace(MINE, rules=(("mine/opcodes.txt", 0, "a converter's rule names its own outputs"),)),
}


@pytest.mark.parametrize("field", MISSPELLED)
def test_a_misspelled_reference_fails_at_load_naming_the_converter_and_the_field(field: str) -> None:
    with pytest.raises(EntryError, match=rf"^converter 'mine' \(mine_entry:MINE\): {field} = "):
        verified(MISSPELLED[field], "mine_entry:MINE")


def test_views_that_are_no_views_fail_at_load() -> None:
    with pytest.raises(EntryError, match=r"views = 'harness.testing.echo:ECHO': is a Converter, not a harness"):
        verified(replace(MINE, views="harness.testing.echo:ECHO"), "mine_entry:MINE")


def test_every_built_in_entry_keeps_the_contract() -> None:
    assert all(verified(converter, converter.name) is converter for converter in (*built_in_converters(), ECHO))


def test_an_entrys_snapshot_rules_join_the_portability_scan() -> None:
    mine = replace(MINE, rules=(("opcodes.txt", 0, "opcode names, no float"),))
    rules = snapshot_rules([verified(mine, "mine_entry:MINE")])
    assert [what for _, what in problems("mine/opcodes.txt", "LOAD_CONST 0.5\n", rules, kernel_numbers([mine]))] == [
        "float with 1 significant digits (opcodes.txt allows 0): 0.5"
    ]
    assert [what for _, what in problems("mine/other.txt", "x\n", rules, kernel_numbers([mine]))] == [
        "no portability rule declares this output kind (add it to the rules of the converter entry, or to the SNAPSHOT_RULES of the format module that writes it)"
    ]
