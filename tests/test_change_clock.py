"""The change clock the layers keep their View by (riftc/runtime/model/objects.py, issue 15 point 3):
every way of changing a game object, one of its lists or the state's object table advances it, and a
changed object carries the clock's value; ``tests/test_layers_incremental.py`` checks the Views."""

from __future__ import annotations

import copy
import pickle

import pytest

from riftc.runtime import CardDef, Game, Zone
from riftc.runtime.model.objects import CLOCK, ChangeList, MightModifier


@pytest.fixture()
def unit():
    game = Game()
    return game, game.add(CardDef(id="T-1", name="Vanilla", type="Unit", might=2), owner=0, zone=Zone.BASE)


CHANGES = [
    ("a field set", lambda o: setattr(o, "buffs", 1)),
    ("append", lambda o: o.modifiers.append(MightModifier(1))),
    ("extend", lambda o: o.grants.extend([1])),
    ("insert", lambda o: o.attachments.insert(0, 7)),
    ("+=", lambda o: o.prevention.__iadd__([None])),
    ("item set", lambda o: (o.attachments.append(1), o.attachments.__setitem__(0, 2))),
    ("slice set", lambda o: o.attachments.__setitem__(slice(None), [3])),
    ("clear", lambda o: (o.prevention.append(1), o.prevention.clear())),
    ("a list given anew", lambda o: setattr(o, "modifiers", [MightModifier(2)])),
]


@pytest.mark.parametrize("change", [c[1] for c in CHANGES], ids=[c[0] for c in CHANGES])
def test_every_change_to_an_object_advances_the_clock_and_stamps_it(unit, change) -> None:
    _game, obj = unit
    before = CLOCK[0]
    change(obj)
    assert CLOCK[0] > before and obj.changed == CLOCK[0]
    assert all(type(getattr(obj, name)) is ChangeList and getattr(obj, name).owner is obj
               for name in ("modifiers", "grants", "attachments", "prevention"))


def test_the_object_table_advances_the_clock(unit) -> None:
    game, obj = unit
    table = game.state.objects
    for change in (lambda: table.pop(obj.oid), lambda: table.__setitem__(obj.oid, obj),
                   lambda: table.update({obj.oid: obj}), lambda: table.__delitem__(obj.oid)):
        before = CLOCK[0]
        change()
        assert CLOCK[0] > before


def test_on_board_is_kept_with_the_zone(unit) -> None:
    game, obj = unit
    assert obj.on_board
    game.state.relocate(obj, Zone.TRASH)
    assert not obj.on_board and obj.on_board == obj.zone.on_board


def test_copies_keep_their_own_lists(unit) -> None:
    _game, obj = unit
    obj.modifiers.append(MightModifier(1))
    for twin in (obj.snapshot(), copy.deepcopy(obj), pickle.loads(pickle.dumps(obj))):
        assert twin == obj and twin.modifiers is not obj.modifiers and twin.modifiers.owner is twin
        twin.modifiers.append(MightModifier(2))
        assert twin.changed == CLOCK[0] and len(obj.modifiers) == 1
