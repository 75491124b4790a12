"""Selectors and their properties read as a player's words in prompts and logs (issue 14 point 5:
a ChoiceRequest says what it asks for), never as class names ("detach 1 hastag object")."""

from __future__ import annotations

import re

import pytest

from riftc.runtime.model import selectors as S
from riftc.runtime.model.selectors import Selector


@pytest.mark.parametrize(("selector", "words"), [
    (Selector(types=("unit",), controller="friendly", properties=(S.Buffed(), S.HasKeyword("Tank"))),
     "friendly buffed unit with [Tank]"),
    (Selector(types=("gear",), properties=(S.HasTag("Equipment"), S.Attached())), "Equipment attached gear"),
    (Selector(types=("unit",), controller="enemy", properties=(S.MightAtMost(3),), location="here"),
     "enemy unit with Might 3 or less here"),
    (Selector(types=("unit",), properties=(S.InCombat(), S.Not(S.Stunned()))), "unit in combat not stunned"),
    (Selector(types=("unit",), properties=(S.IsReady(), S.IsToken())), "ready token unit"),
    (Selector(types=("unit",), properties=(S.AnyOf((S.HasDomain("Fury"), S.HasDomain("Calm"))),)),
     "Fury or Calm unit"),
])
def test_a_selector_is_described_in_words(selector: Selector, words: str) -> None:
    assert selector.describe() == words


def test_no_property_is_described_by_its_class_name() -> None:
    examples = [S.Buffed(), S.Exhausted(), S.IsReady(), S.Stunned(), S.Empowered(), S.Damaged(), S.Equipped(),
                S.Attached(), S.Detached(), S.Attacking(), S.Defending(), S.InCombat(), S.Mighty(),
                S.MightAtMost(2), S.MightAtLeast(5), S.HasTag("Mech"), S.HasKeyword("Shield"),
                S.NamedLikeSource(), S.ElsewhereThanSource(), S.AttachedToSource(), S.Facedown(),
                S.IsCard(), S.OwnedByYou(), S.HasDomain("Order"), S.IsToken(), S.Not(S.Buffed())]
    for example in examples:
        described = example.describe()
        assert described and not re.search(r"[a-z][A-Z]", described), (type(example).__name__, described)
