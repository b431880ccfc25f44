"""The low items of issue 23 item 6: each probe refused with a clear error where it is written, never
exit 70, and nothing played that cannot be kept (a seed no save can hold)."""

from __future__ import annotations

import pytest

from interpreter.cli import app
from interpreter.cli.common import SEED_MAX, SEED_MIN
from interpreter.harness.saves import SEED_RANGE

from .clirunner import runner


def test_the_command_line_takes_exactly_the_seeds_a_save_holds() -> None:
    assert (SEED_MIN, SEED_MAX) == (SEED_RANGE.start, SEED_RANGE.stop - 1)


@pytest.mark.parametrize("seed", [2**63, -(2**63) - 1, 10**30])
@pytest.mark.parametrize("command", [["play", "--seats", "bot,bot"], ["simulate", "-n", "1"], ["soak", "-n", "1"]])
def test_a_seed_no_save_can_hold_is_refused_before_any_game(command: list[str], seed: int) -> None:
    result = runner.invoke(app, [*command, "--seed", str(seed)], input="")
    assert result.exit_code == 2, result.output
    assert "--seed" in result.output and "Traceback" not in result.output
