"""Issue 23 item 6: a number in a rules or variant file is a whole number as YAML 1.2 writes one, and
nothing else. Pydantic's lax mode reads `true` as 1 (and `2.0` as 2, "3" as 3): the slip would check
clean and play as a number the file never says. Every game's number fields are strict; each refusal
is a `file:line:col` diagnostic like every other field error."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from interpreter.cli import app
from interpreter.games.nostra_city.schema import SCHEMA as NOSTRA
from interpreter.games.speakeasy.schema import SCHEMA as SPEAKEASY
from interpreter.loading.schema import RulesSchema

from .clirunner import runner


def _ints(schema: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], dict[str, Any]]]:
    """Every integer schema inside a pydantic core schema, with the fields it sits under."""
    if isinstance(schema, dict):
        if schema.get("type") == "int":
            yield path, schema
        for key, value in schema.items():
            if key == "cls":
                continue
            yield from _ints(value, (*path, key) if key not in ("schema", "type", "items_schema") else path)
    elif isinstance(schema, list):
        for item in schema:
            yield from _ints(item, path)


@pytest.mark.parametrize("schema", [SPEAKEASY, NOSTRA], ids=["speakeasy", "nostra_city"])
def test_every_number_field_of_every_rules_model_is_strict(schema: RulesSchema) -> None:
    found = list(_ints(schema.file_model.__pydantic_core_schema__))
    assert len(found) > 10  # the walk sees the models' numbers (a walk that finds none would pass anything)
    lax = sorted({".".join(p[-3:]) for p, s in found if not s.get("strict")})
    assert lax == [], f"number fields that would read `true` as 1: {lax}"


def _check(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args))
    assert "Traceback" not in result.output
    return result.exit_code, result.output


# (game, file in its rules folder, the line as shipped, the line with a slip, the field)
_RULES_CASES = [
    ("speakeasy", "board.yaml", "    capacity: 2  #", "    capacity: true  #", "capacity"),
    ("speakeasy", "city_tiles.yaml", "    copies: 3\n", "    copies: true\n", "copies"),
    ("nostra_city", "game.yaml", "  months: 6 ", "  months: true ", "months"),
    ("nostra_city", "game.yaml", "  hand_limit: 6 ", "  hand_limit: 6.0 ", "hand_limit"),
]


@pytest.mark.parametrize(("game", "name", "shipped", "slip", "field"), _RULES_CASES)
def test_a_bool_or_a_float_where_a_rules_file_takes_a_number_is_an_error_at_its_place(
        tmp_path: Path, game: str, name: str, shipped: str, slip: str, field: str) -> None:
    source = {"speakeasy": SPEAKEASY, "nostra_city": NOSTRA}[game].shipped
    assert source is not None
    folder = tmp_path / "rules"
    shutil.copytree(source, folder, ignore=shutil.ignore_patterns("__pycache__", "variants"))
    text = (folder / name).read_text(encoding="utf-8")
    assert shipped in text
    text = text.replace(shipped, slip, 1)
    (folder / name).write_text(text, encoding="utf-8")
    line = text[:text.index(slip)].count("\n") + 1
    column = len(slip) - len(slip.lstrip()) + len(field) + 3  # after `field: `
    written = slip.split(":")[1].split()[0]
    code, output = _check("--game", game, "check", "--rules", str(folder))
    assert code == 1, output
    assert f"{name}:{line}:{column}: '{field}' is a whole number, not {written}" in output, output


@pytest.mark.parametrize(("game", "change", "field"), [
    ("speakeasy", "mobster_larry_fay.strength: true", "strength"),
    ("speakeasy", "helper_gain_influence.value: false", "value"),
    ("nostra_city", "game.months: true", "months"),
])
def test_a_variant_that_writes_true_for_a_number_is_refused_at_its_place(
        tmp_path: Path, game: str, change: str, field: str) -> None:
    variant = tmp_path / "boolish.yaml"
    variant.write_text("variant:\n  name: boolish\n  description: a bool for a number\n  reconstructed: a probe\n"
                       f"change:\n  {change}\n", encoding="utf-8")
    code, output = _check("--game", game, "check", "--variant", str(variant))
    column = 3 + len(change.split(":")[0]) + 2
    written = change.split(": ")[1]
    assert code == 1, output
    assert f"boolish.yaml:6:{column}: '{field}' is a whole number, not {written}" in output, output
