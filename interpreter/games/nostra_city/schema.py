"""The schema Nostra City's rules files are loaded with (interpreter/loading/schema.py)."""

from __future__ import annotations

from pathlib import Path

from ...loading.schema import RulesSchema
from . import models as M
from .crosscheck import cross_check
from .rules import COMPONENT_KINDS, NostraRules
from .vocabulary import VOCABULARY

HERE = Path(__file__).resolve().parent

SCHEMA = RulesSchema(
    file_model=M.RulesFile,
    components=COMPONENT_KINDS,
    singletons=("game", "police_raid"),
    # items of these lists are addressed in a variant's `change:` by a field that names them
    key_fields={M.Setup: "players", M.DistrictInfo: "id", M.TypeInfo: "id"},
    vocabulary=VOCABULARY,
    build=NostraRules.build,
    cross_check=cross_check,  # type: ignore[arg-type]  # it reads Nostra City's sections: given its own rule sets only
    shipped=HERE / "rules",
)
