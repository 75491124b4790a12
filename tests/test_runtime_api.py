"""riftc.runtime as a library: import isolation, the exported API, and registry-data shape.

The compiled registry is Python source made of constructor calls, so every data class must be a
frozen dataclass of primitives, tuples and other such dataclasses, and ``repr`` must round-trip.
"""

from __future__ import annotations

import ast
import dataclasses
import pathlib
import subprocess
import sys
import types
import typing

import pytest

import riftc.runtime as rt
from riftc.runtime import (ANY_NUMBER_OF_BUFFS, ActivatedAbility, Buff, Buffed, CardDef, Choose,
                           ControllerOf, Draw, Effect, EnergyCost, ExhaustMe, GiveMight,
                           GrantKeywords, GrantPermission, IfPerformed, Is, It, Keyword, Kill, Mighty,
                           MightOf, Selector, Self, SpellAbility, StaticAbility, TriggeredAbility,
                           WhenPlayed)

RUNTIME_DIR = pathlib.Path(rt.__file__).parent
FRIENDLY = Selector(types=("unit",), controller="friendly")

SAMPLE_CARDS = (
    CardDef(id="OGN-141", name="Kinkou Monk", type="Unit", tags=("Ionia",), domains=("Body",),
            energy=4, power=("O",), might=4, abilities=(TriggeredAbility(
                trigger=WhenPlayed(), effect=Effect((Buff(target=Choose(Selector(
                    types=("unit",), controller="friendly", other=True), count=2, up_to=True)),))),)),
    CardDef(id="OGN-232", name="Fiora, Victorious", type="Unit", supertype="Champion", might=4,
            abilities=(StaticAbility(effect=GrantKeywords((Keyword("Deflect"), Keyword("Shield"))),
                                     condition=Is(Self(), Mighty())),)),
    CardDef(id="OGN-078", name="Lee Sin, Ascetic", type="Unit", might=5, abilities=(
        Keyword("Shield"), ActivatedAbility(costs=(ExhaustMe(),), effect=Effect((Buff(),))),
        StaticAbility(effect=GrantPermission(ANY_NUMBER_OF_BUFFS)))),
    CardDef(id="OGN-213", name="Hidden Blade", type="Spell", energy=2, power=("Y",), abilities=(
        Keyword("Hidden"), Keyword("Action"), SpellAbility(Effect((
            Kill(target=Choose(Selector(types=("unit",), location="battlefield"))),
            Draw(2, player=ControllerOf(It(0)))))))),
    CardDef(id="SFD-163", name="Deathgrip", type="Spell", energy=2, abilities=(SpellAbility(Effect((
        Kill(target=Choose(FRIENDLY)),
        IfPerformed(link=0, then=Effect((GiveMight(MightOf(It(0)), target=Choose(Selector(
            types=("unit",), controller="friendly", properties=(Buffed(),)))),))),
        Draw(1)))),)),
    CardDef(id="T-COST", name="Costly", type="Gear", abilities=(
        ActivatedAbility(costs=(EnergyCost(1), ExhaustMe()), effect=Effect((Draw(1),))),)),
)


def test_import_does_not_pull_in_lark_jinja2_or_other_riftc_modules():
    code = ("import sys, riftc.runtime\n"
            "assert 'lark' not in sys.modules and 'jinja2' not in sys.modules, 'text deps loaded'\n"
            "bad = [m for m in sys.modules if m.startswith('riftc.') and m != 'riftc.runtime'\n"
            "       and not m.startswith('riftc.runtime.')]\n"
            "assert not bad, bad\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=RUNTIME_DIR.parent.parent,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_runtime_sources_import_only_stdlib_and_runtime():
    allowed = set(sys.stdlib_module_names) | {"__future__"}
    for path in RUNTIME_DIR.rglob("*.py"):  # every layer's modules (model/, rules/, effects/, engine/)
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            else:
                continue
            for name in names:
                assert name.split(".")[0] in allowed, f"{path.relative_to(RUNTIME_DIR)} imports {name}"


def test_all_is_explicit_and_complete():
    assert len(rt.__all__) == len(set(rt.__all__))
    for name in rt.__all__:
        assert hasattr(rt, name), name


def _registry_classes() -> list[type]:
    bases = (rt.Trigger, rt.Instruction, rt.ObjectRef, rt.PlayerRef, rt.Property, rt.Condition,
             rt.Cost, rt.StaticEffect, rt.Amount)
    singles = (rt.CardDef, rt.Keyword, rt.TriggeredAbility, rt.ActivatedAbility, rt.StaticAbility,
               rt.SpellAbility, rt.Effect, rt.Selector)
    found = [getattr(rt, n) for n in rt.__all__ if isinstance(getattr(rt, n), type)]
    return [c for c in found if c in singles or (issubclass(c, bases) and c not in bases)]


@pytest.mark.parametrize("cls", _registry_classes(), ids=lambda c: c.__name__)
def test_registry_classes_are_frozen_dataclasses_of_plain_data(cls):
    assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen, cls
    hints = typing.get_type_hints(cls, localns=vars(rt))  # module globals + names imported for typing only
    for f in dataclasses.fields(cls):
        assert f.init, f"{cls.__name__}.{f.name} must be a constructor argument"
        _check_hint(hints[f.name], f"{cls.__name__}.{f.name}")


def _check_hint(hint: object, where: str) -> None:
    """Allowed: str, int, bool, None, tuples and unions of those, and registry data classes."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType, tuple):
        for arg in typing.get_args(hint):
            if arg is not Ellipsis:
                _check_hint(arg, where)
        return
    ok = hint in (str, int, bool, type(None)) or (
        isinstance(hint, type) and (dataclasses.is_dataclass(hint) or hint in _registry_bases()))
    assert ok, f"{where}: {hint!r} is not registry data"


def _registry_bases() -> tuple[type, ...]:
    return (rt.Trigger, rt.Instruction, rt.ObjectRef, rt.PlayerRef, rt.Property, rt.Condition,
            rt.Cost, rt.StaticEffect, rt.Amount)


@pytest.mark.parametrize("card", SAMPLE_CARDS, ids=lambda c: c.id)
def test_repr_round_trips_as_generated_code(card):
    namespace = {n: getattr(rt, n) for n in rt.__all__}
    assert eval(repr(card), namespace) == card  # noqa: S307 - our own repr
    assert hash(card) == hash(eval(repr(card), namespace))  # noqa: S307


@pytest.mark.parametrize("path", sorted(RUNTIME_DIR.rglob("*.py")), ids=lambda p: str(p.relative_to(RUNTIME_DIR)))
def test_modules_and_functions_stay_small(path):
    text = path.read_text()
    name = path.relative_to(RUNTIME_DIR)
    assert len(text.splitlines()) <= 500, name
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            assert node.end_lineno - node.lineno < 40, f"{name}:{node.name}"


def test_selector_validates_its_words():
    with pytest.raises(ValueError):
        Selector(controller="friend")
    with pytest.raises(ValueError):
        Selector(location="somewhere")
    assert Selector(types=("unit",), controller="friendly", other=True, location="here",
                    properties=(Buffed(),)).describe() == "other friendly buffed unit here"
