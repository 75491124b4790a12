"""Selections a scenario cannot set up or answer: group targets on resolution (355.11.b: Fox-Fire's
chosen units no longer fulfil "total Might 4 or less" together, so its controller keeps a subset of
the original targets that does, riftbound-origins-faq-053), tokens picked among those just played
("Then ready two of them", 355.17) and "your legend" (355.9.a.4)."""

from __future__ import annotations

from pathlib import Path

from riftc import pipeline
from riftc.runtime import CardDef, Effect, Game, ScriptedChooser, Zone, conquer, give_might

SET = """\
set OGN Origins

card OGN-256 Fox-Fire
type: Spell
cost: 3
domains: Calm, Mind
text:
| [Hidden] (Hide now for [A] to react with later for [0].)
| [Action] (Play on your turn or in showdowns.)
| Kill any number of units at a battlefield with total Might 4 or less.
"""

MORE = """\
set SFD Spiritforged

card SFD-198 Arise!
type: Spell
supertype: Signature
tags: Azir
domains: Calm, Order
cost: 6 [G]
text:
| Play a 2 [M] Sand Soldier unit token for each Equipment you control. Then ready two of them.

card SFD-210 Hall of Legends
type: Battlefield
text:
| When you conquer here, you may pay [1] to ready your legend.
"""

PORO = CardDef(id="T-PORO", name="Poro", type="Unit", might=1)
AHRI = CardDef(id="T-AHRI", name="Ahri", type="Unit", might=2)


def more_cards(tmp_path: Path) -> dict[str, CardDef]:
    path = tmp_path / "sfd.rift"
    path.write_text(MORE, encoding="utf-8")
    results = pipeline.compile_paths([path]).results
    assert all(r.compiled for r in results), [r.diagnostics for r in results]
    return {r.card.name: r.definition for r in results}  # type: ignore[misc]


def fox_fire(tmp_path: Path) -> CardDef:
    path = tmp_path / "ogn.rift"
    path.write_text(SET, encoding="utf-8")
    (result,) = pipeline.compile_paths([path]).results
    assert result.compiled, result.diagnostics
    assert isinstance(result.definition, CardDef)
    return result.definition


def _setup(tmp_path: Path):
    game = Game(players=("P1", "P2"), battlefields=("Battlefield 1", "Battlefield 2"))
    left = game.add(PORO, 1, Zone.BATTLEFIELD, battlefield=0)
    right = game.add(PORO, 1, Zone.BATTLEFIELD, battlefield=0)
    ahri = game.add(AHRI, 1, Zone.BATTLEFIELD, battlefield=0)
    spell = game.add(fox_fire(tmp_path), 0, Zone.HAND)
    return game, spell, left, right, ahri


def test_a_group_past_its_total_keeps_a_subset_that_fits(tmp_path: Path) -> None:
    """1 + 1 + 2 = 4 when chosen; one Poro gets +2, so 6: the controller keeps Left and Ahri (3)."""
    game, spell, left, right, ahri = _setup(tmp_path)
    chooser = ScriptedChooser([left, right, ahri], [left], [ahri])
    game.play(spell, chooser=chooser, pay=False, resolve=False)
    give_might(game.state, right.oid, 2, by=1)
    game.resolve_top()
    assert left.zone is Zone.TRASH and ahri.zone is Zone.TRASH
    assert right.zone is Zone.BATTLEFIELD
    assert "355.11.b" in chooser.requests[-1].prompt


def test_only_targets_that_keep_the_group_within_its_total_are_offered(tmp_path: Path) -> None:
    """The targets are kept one at a time, each offered only if the kept ones still fit (355.11.b):
    with the 3-Might Poro kept first, Ahri (2) would make 5, past the total of 4, so only Left is offered
    next, and no answer can break the requirement."""
    game, spell, left, right, ahri = _setup(tmp_path)
    chooser = ScriptedChooser([left, right, ahri], [right], [left])
    game.play(spell, chooser=chooser, pay=False, resolve=False)
    give_might(game.state, right.oid, 2, by=1)
    ids = left.oid, right.oid, ahri.oid  # before they die and become new objects (124)
    game.resolve_top()
    first, second = (r for r in chooser.requests if "355.11.b" in r.prompt)
    assert set(first.options) == set(ids)
    assert second.options == (ids[0],)  # right (3) kept: Ahri (3 + 2 = 5) would pass the total of 4
    assert right.zone is Zone.TRASH and left.zone is Zone.TRASH and ahri.zone is Zone.BATTLEFIELD


def test_a_group_still_within_its_total_is_not_asked_again(tmp_path: Path) -> None:
    """Nothing changed: all three die without a second question."""
    game, spell, left, right, ahri = _setup(tmp_path)
    chooser = ScriptedChooser([left, right, ahri])
    game.play(spell, chooser=chooser, pay=False)
    assert {left.zone, right.zone, ahri.zone} == {Zone.TRASH}
    assert len(chooser.requests) == 1


SWORD = CardDef(id="T-SWORD", name="Sword", type="Gear", tags=("Equipment",))
LEGEND = CardDef(id="T-LEGEND", name="Azir Legend", type="Legend")


def test_arise_readies_two_of_the_tokens_it_played(tmp_path: Path) -> None:
    """Three Equipment: three Sand Soldiers, entering exhausted (178.1.a.1); two of them are picked as
    the instruction executes (not targets: they did not exist when Arise! was played, 355.17)."""
    game = Game()
    for _ in range(3):
        game.add(SWORD, 0, Zone.BASE)
    arise = game.add(more_cards(tmp_path)["Arise!"], 0, Zone.HAND)
    chooser = ScriptedChooser()
    chooser.choose = lambda request: (chooser.requests.append(request), request.options[1:])[1]  # type: ignore[method-assign]
    game.play(arise, chooser=chooser, pay=False)
    soldiers = [o for o in game.state.board_objects() if o.name == "Sand Soldier"]
    assert len(soldiers) == 3
    assert [o.exhausted for o in soldiers] == [True, False, False]
    (request,) = chooser.requests
    assert (request.minimum, request.maximum) == (2, 2) and set(request.options) == {o.oid for o in soldiers}


def test_hall_of_legends_readies_your_legend(tmp_path: Path) -> None:
    """"your legend": the legend its controller has, named and not chosen (355.9.a.4, 355.10.d)."""
    game = Game(players=("P1", "P2"), battlefields=("Hall of Legends", "Battlefield 2"))
    game.add(more_cards(tmp_path)["Hall of Legends"], 0, Zone.BATTLEFIELD, battlefield=0)
    mine = game.add(LEGEND, 0, Zone.LEGEND, exhausted=True)
    theirs = game.add(LEGEND, 1, Zone.LEGEND, exhausted=True)
    game.state.player(0).pool.energy = 1
    conquer(game.state, 0, 0)
    game.execute(Effect(), chooser=ScriptedChooser(True))  # the trigger: yes, pay [1]
    assert not mine.exhausted
    assert theirs.exhausted



def test_the_default_chooser_picks_a_group_that_fits() -> None:
    """A group requirement (355.11.a) is part of the question: the default chooser keeps to it."""
    from riftc.runtime import ChoiceRequest, FirstLegalChooser

    request = ChoiceRequest(0, None, "units at one location", (1, 2, 3), 0, 3,
                            fits=lambda ids: not (1 in ids and 2 in ids))
    assert list(FirstLegalChooser().choose(request)) == [1, 3]
