"""The editor's drafts as YAML: a variant file of `change:` entries, or the rules files themselves.

A saved edit is the smallest overlay that says it: one `change:` entry per field that differs from
the rules the studio started with (``helper_x.effect: "gain 3 influence"``), the whole value of
that field. Saving into a variant file that exists edits it in place with `fmt`'s round-trip YAML:
its comments, its other entries and its key order stay; a component the file replaces or adds is
changed where it stands. The text written is in `fmt` style, so `speakeasy fmt --check` is
content with it. Nothing here is evaluated: values are plain YAML data.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterable, Mapping
from typing import Any

from ..loading.formatting import format_text, round_trip_yaml

HEADER = ("A variant made in the studio (speakeasy serve). Say here what it changes and why: what do you\n"
          "expect it to do to the game? (docs/variants.md)")
_PLAIN = re.compile(r"^[A-Za-z_][A-Za-z0-9_.\-]*$")


def styled(value: Any) -> Any:
    """Plain data in the rules files' style: texts with spaces double-quoted (effects read as in the
    shipped files), lists and mappings of plain values on one line (`[3, 4, 5]`, `{2: 5, 3: 3}`)."""
    from ruamel.yaml.comments import CommentedMap, CommentedSeq
    from ruamel.yaml.scalarstring import DoubleQuotedScalarString

    if isinstance(value, str):
        return value if _PLAIN.match(value) and value not in ("true", "false", "null", "yes", "no", "on", "off") \
            else DoubleQuotedScalarString(value)
    if isinstance(value, (list, tuple)):
        seq = CommentedSeq([styled(v) for v in value])
        if all(not isinstance(v, (list, tuple, dict)) for v in value):
            seq.fa.set_flow_style()
        return seq
    if isinstance(value, dict):
        mapping = CommentedMap((k, styled(v)) for k, v in value.items())
        if value and all(not isinstance(v, (list, tuple, dict)) and not (isinstance(v, str) and " " in v)
                         for v in value.values()):
            mapping.fa.set_flow_style()
        return mapping
    return value


def dump_yaml(data: Any) -> str:
    y = round_trip_yaml()
    buf = io.StringIO()
    y.dump(styled(data), buf)
    return buf.getvalue()


def changed_fields(fields: Iterable[str], base: Any, new: Any, new_raw: Mapping[str, Any], default: Any) -> dict[str, Any]:
    """field -> its new YAML value, for each field whose checked value differs from the base one (a field the
    new text leaves out takes its default, given by ``default(field)``)."""
    out: dict[str, Any] = {}
    for name in fields:
        if name == "id" or getattr(new, name) == getattr(base, name):
            continue
        out[name] = new_raw[name] if name in new_raw else default(name)
    return out


def merge_variant(existing: str | None, name: str, description: str, changes: Mapping[str, Mapping[str, Any]],
                  forget: Iterable[str] = ()) -> str:
    """The text of a variant file with ``changes`` (component id -> field -> value), made from ``existing``
    (its comments and other entries kept) or anew. ``forget``: components whose earlier entries go (edits
    undone since the last save)."""
    from ruamel.yaml.comments import CommentedMap

    y = round_trip_yaml()
    data = y.load(existing) if existing and existing.strip() else None
    if not isinstance(data, CommentedMap):
        data = CommentedMap()
        data.yaml_set_start_comment(HEADER)
    header = data.get("variant")
    if not isinstance(header, CommentedMap):
        header = CommentedMap()
        data.insert(0, "variant", header)
    header["name"] = name
    header["description"] = styled(description)
    placed = _in_place(data)
    change = data.get("change")
    for comp_id in forget:
        if isinstance(change, CommentedMap):
            for key in [k for k in change if str(k).startswith(f"{comp_id}.")]:
                del change[key]
    for comp_id, fields in changes.items():
        item = placed.get(comp_id)
        if item is not None:  # the file replaces or adds this component: change it there
            for field_name, value in fields.items():
                item[field_name] = styled(value)
            continue
        if not isinstance(change, CommentedMap):
            change = CommentedMap()
            data["change"] = change
        for field_name, value in fields.items():
            key = f"{comp_id}.{field_name}"
            for inner in [k for k in change if str(k).startswith(key + ".")]:  # now inside the whole new value
                del change[inner]
            change[key] = styled(value)
    if isinstance(change, CommentedMap) and not change:
        del data["change"]
    buf = io.StringIO()
    y.dump(data, buf)
    return format_text(buf.getvalue())


def _in_place(data: Any) -> dict[str, Any]:
    """The components a variant file replaces or adds, by id (their mappings, to edit in place)."""
    out: dict[str, Any] = {}
    for item in data.get("replace") or []:
        if isinstance(item, dict) and isinstance(item.get("id"), str):
            out[item["id"]] = item
    add = data.get("add")
    if isinstance(add, dict):
        for items in add.values():
            for item in items or []:
                if isinstance(item, dict) and isinstance(item.get("id"), str):
                    out[item["id"]] = item
    return out


def write_component(text: str, section: str, comp_id: str, fields: Mapping[str, Any], dropped: Iterable[str]) -> str:
    """A rules file's text with one component's fields set (``dropped`` fields removed), comments kept."""
    y = round_trip_yaml()
    data = y.load(text)
    items = data.get(section) if isinstance(data, dict) else None
    item = next((i for i in items or [] if isinstance(i, dict) and i.get("id") == comp_id), None)
    if item is None:
        raise ValueError(f"'{comp_id}' is not in this file's {section}")
    for name, value in fields.items():
        item[name] = styled(value)
    for name in dropped:
        item.pop(name, None)
    buf = io.StringIO()
    y.dump(data, buf)
    return format_text(buf.getvalue())
