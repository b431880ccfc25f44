"""The schema Speakeasy's rules files are loaded with (interpreter/loading/schema.py)."""

from __future__ import annotations

from ...loading.schema import RulesSchema
from ...resources import data_dir
from . import models as M
from .crosscheck import cross_check
from .rules import COMPONENT_KINDS, SpeakeasyRules
from .vocabulary import VOCABULARY

SCHEMA = RulesSchema(
    file_model=M.ComponentsFile,
    components=COMPONENT_KINDS,
    singletons=("game", "map", "board"),
    # items of these lists are addressed in a variant's `change:` by a field that names them on the board
    key_fields={M.Act: "act", M.Level: "level", M.BigBuilding: "kind", M.InfamyPrice: "at", M.InfamyReward: "at",
                M.Track: "track", M.TurnColumn: "column", M.Payout: "borough", M.SetupRules: "players",
                M.DockRow: "row", M.LedgerSpace: "group"},
    vocabulary=VOCABULARY,
    build=SpeakeasyRules.build,
    cross_check=cross_check,  # type: ignore[arg-type]  # it reads Speakeasy's sections: given its own rule sets only
    shipped=data_dir("rules"),
    box=("game", "components"),  # the box's count of each kind (000 P.3), checked by the loader
)
