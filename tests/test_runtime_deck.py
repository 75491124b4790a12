"""Runtime recycle (416), reveal (424), predict (436) and counter (425)."""

from __future__ import annotations

from riftc.runtime import (CardDef, Choose, Effect, Game, Pick, Predict, Recycle, ScriptedChooser, Selector,
                           SpellAbility, Stun, Zone, counter, reveal)

UNIT = Selector(types=("unit",))


def card(name: str, kind: str = "Unit") -> CardDef:
    return CardDef(id=f"T-{name}", name=name, type=kind, might=1 if kind == "Unit" else None)


def test_recycle_puts_cards_at_the_bottom_and_runes_in_the_rune_deck():
    """416.1.a-b; 416.6: "Recycle 2 from your trash" picks, it doesn't target."""
    game = Game()
    top = game.add(card("Top"), zone=Zone.MAIN_DECK)
    a, b = game.add(card("A"), zone=Zone.TRASH), game.add(card("B"), zone=Zone.TRASH)
    rune = game.add(card("Rune", "Rune"), zone=Zone.TRASH)
    trash = Selector(zone="trash", controller="friendly")
    game.execute(Effect((Recycle(Pick(trash, count=3)),)), chooser=ScriptedChooser((a, b, rune)))
    deck = game.state.player(0).zone(Zone.MAIN_DECK)
    assert deck[0] == top.oid and set(deck[1:]) == {a.oid, b.oid}
    assert game.state.player(0).zone(Zone.RUNE_DECK) == [rune.oid]


def test_predict_recycles_the_chosen_and_keeps_the_rest_on_top():
    """436.1.a; 436.4.a: predicting more than the deck holds doesn't burn out."""
    game = Game()
    first, second = game.add(card("First"), zone=Zone.MAIN_DECK), game.add(card("Second"), zone=Zone.MAIN_DECK)
    game.execute(Effect((Predict(1),)), chooser=ScriptedChooser((first,)))
    assert game.state.player(0).zone(Zone.MAIN_DECK) == [second.oid, first.oid]
    game.execute(Effect((Predict(5),)), chooser=ScriptedChooser(()))
    assert game.state.player(0).points == game.state.player(1).points == 0
    assert len(game.state.player(0).zone(Zone.MAIN_DECK)) == 2


def test_reveal_leaves_cards_where_they_are():
    """424.1.a.2."""
    game = Game()
    top = game.add(card("Top"), zone=Zone.MAIN_DECK)
    outcome = reveal(game.state, (top.oid,), by=0)
    assert outcome.performed and top.zone is Zone.MAIN_DECK and "revealed: Top (424.1)" in game.log


def test_a_countered_spell_does_nothing_goes_to_the_trash_and_is_not_played():
    """425.1.a, 425.1.a.1, 425.1.b; costs are not refunded (425.1.c)."""
    daze = CardDef(id="T-DAZE", name="Daze", type="Spell", energy=1,
                   abilities=(SpellAbility(effect=Effect((Stun(target=Choose(UNIT)),))),))
    game = Game()
    target = game.add(card("Target"), owner=1)
    game.state.player(0).pool.add(1)
    item = game.play(daze, player=0, resolve=False)
    assert item is not None
    game.counter(item, by=1)
    game.run()
    assert not target.stunned and game.state.player(0).pool.energy == 0
    assert len(game.state.player(0).zone(Zone.TRASH)) == 1
    assert not any(e.kind == "play" and e.performed for e in game.state.log)
    assert not counter(game.state, item, by=1).performed
