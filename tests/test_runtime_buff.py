"""Runtime scenarios for buffs: Kinkou Monk, "when you buff me", spending buffs (426, 701-705)."""

from __future__ import annotations

import pytest

from riftc.runtime import (ANY_NUMBER_OF_BUFFS, ActivatedAbility, Buff, Buffed, CardDef, Choose,
                           CostWithin, Effect, ExhaustMe, Game, GrantPermission, IllegalAction,
                           IllegalChoice, Pick, Ready, ScriptedChooser, Selector, Self, SpellAbility,
                           SpendBuff, SpendBuffCost, StaticAbility, TriggeredAbility, WhenBuffed,
                           WhenPlayed, Zone)

FRIENDLY_OTHER_UNIT = Selector(types=("unit",), controller="friendly", other=True)

#: OGN-141 "When you play me, buff up to two other friendly units." ("up to" per the Origins
#: errata, riftbound-origins-faq-051).
KINKOU_MONK = CardDef(
    id="OGN-141", name="Kinkou Monk", type="Unit", tags=("Ionia",), domains=("Body",), energy=4,
    power=("O",), might=4,
    abilities=(TriggeredAbility(trigger=WhenPlayed(), effect=Effect((
        Buff(target=Choose(FRIENDLY_OTHER_UNIT, count=2, up_to=True)),))),))

#: "When you buff me, ready me." (the example of 426.1.c).
EAGER = CardDef(id="T-EAGER", name="Eager Apprentice", type="Unit", might=2, abilities=(
    TriggeredAbility(trigger=WhenBuffed(), effect=Effect((Ready(target=Self()),))),))

#: A spell "Buff a unit."
BUFF_SPELL = CardDef(id="T-BUFF", name="Empower Spell", type="Spell", energy=1, abilities=(
    SpellAbility(Effect((Buff(target=Choose(Selector(types=("unit",)))),))),))

#: OGN-078 Lee Sin, Ascetic (abridged): "[E]: Buff me." and "I can have any number of buffs."
LEE_SIN_ASCETIC = CardDef(id="OGN-078", name="Lee Sin, Ascetic", type="Unit", supertype="Champion",
                          might=5, abilities=(
    ActivatedAbility(costs=(ExhaustMe(),), effect=Effect((Buff(target=Self()),))),
    StaticAbility(effect=GrantPermission(ANY_NUMBER_OF_BUFFS, target=Self()))))


def unit(name: str, might: int = 2) -> CardDef:
    """A vanilla unit for scenarios."""
    return CardDef(id=f"T-{name.upper()}", name=name, type="Unit", might=might)


@pytest.fixture
def board() -> tuple[Game, list]:
    """Three friendly units in base (the second already buffed), an enemy unit, Monk in hand."""
    game = Game()
    units = [game.add(unit("Ahri")), game.add(unit("Lee Sin"), buffs=1), game.add(unit("Yasuo"))]
    enemy = game.add(unit("Darius"), owner=1)
    monk = game.add(KINKOU_MONK, 0, Zone.HAND)
    return game, [*units, enemy, monk]


def test_monk_buffs_only_the_unbuffed_choice_and_negates_the_other(board):
    game, (ahri, lee, yasuo, _enemy, monk) = board
    game.play(monk, chooser=ScriptedChooser((lee, ahri)), pay=False)
    assert (ahri.buffs, lee.buffs, yasuo.buffs) == (1, 1, 0)
    assert "buff negated: Lee Sin already has a buff (426.1.b.1)" in game.log
    negated = game.state.log.find("buff", performed=False)
    assert [e.objects for e in negated] == [(lee.oid,)] and negated[0].rule == "426.1.b.1"
    assert game.might(ahri) == 3 and game.might(lee) == 3  # 703: +1 each


def test_monk_is_never_a_legal_choice_for_itself(board):
    game, (ahri, lee, yasuo, enemy, monk) = board
    chooser = ScriptedChooser((ahri,))
    game.play(monk, chooser=chooser, pay=False)
    (request,) = chooser.requests
    assert monk.oid not in request.options and enemy.oid not in request.options  # "other friendly"
    assert request.options == (ahri.oid, lee.oid, yasuo.oid)
    assert (request.minimum, request.maximum) == (0, 2)  # 355.13 "up to"


def test_choosing_monk_itself_is_rejected(board):
    game, (_ahri, _lee, _yasuo, _enemy, monk) = board
    with pytest.raises(IllegalChoice, match="Kinkou Monk is not a legal choice"):
        game.play(monk, chooser=ScriptedChooser((monk,)), pay=False)


def test_up_to_allows_choosing_none(board):
    game, (ahri, lee, yasuo, _enemy, monk) = board
    game.play(monk, chooser=ScriptedChooser(()), pay=False)
    assert (ahri.buffs, lee.buffs, yasuo.buffs) == (0, 1, 0)
    assert game.state.log.find("buff") == []


def test_monk_alone_still_plays_and_its_trigger_has_nothing_to_buff():
    game = Game()
    monk = game.add(KINKOU_MONK, 0, Zone.HAND)
    game.play(monk, chooser=ScriptedChooser(()), pay=False)
    assert monk.zone is Zone.BASE and monk.exhausted  # units enter exhausted (178.1.a.1)


def test_playing_pays_the_cost_from_the_rune_pool(board):
    game, (*_, monk) = board
    with pytest.raises(IllegalAction):
        game.play(monk, chooser=ScriptedChooser(()))
    game.state.player(0).pool.add(energy=4, power=("O",))
    game.play(monk, chooser=ScriptedChooser(()))
    assert game.state.player(0).pool.energy == 0 and monk.zone is Zone.BASE


def test_when_buffed_triggers_on_a_real_buff():
    game = Game()
    eager = game.add(EAGER, exhausted=True)
    game.play(BUFF_SPELL, chooser=ScriptedChooser((eager,)), pay=False)
    assert eager.buffs == 1 and not eager.exhausted  # the trigger readied it


def test_when_buffed_does_not_trigger_on_a_negated_buff():
    """426.1.c: an already-buffed unit can be chosen, but "when you buff me" does not trigger."""
    game = Game()
    eager = game.add(EAGER, exhausted=True, buffs=1)
    game.play(BUFF_SPELL, chooser=ScriptedChooser((eager,)), pay=False)
    assert eager.buffs == 1 and eager.exhausted
    assert game.state.log.find("ready") == []


def test_permission_allows_any_number_of_buffs():
    """426.1.b.2: Lee Sin, Ascetic can have any number of buffs."""
    game = Game()
    lee = game.add(LEE_SIN_ASCETIC, buffs=1)
    game.activate(lee)
    assert lee.buffs == 2 and lee.exhausted and game.might(lee) == 7
    with pytest.raises(IllegalAction, match="414.4"):
        game.activate(lee)  # [E] can't be paid by an exhausted unit


def test_spend_a_buff_needs_a_buff():
    game = Game()
    ahri = game.add(unit("Ahri"))
    res = game.execute(Effect((SpendBuff(target=Self()),)), source=ahri)
    assert not res.outcomes[0].performed and res.outcomes[0].negated == (ahri.oid,)
    assert game.log[-1] == "spend_buff negated: Ahri has no buff to spend (702.2.b.1)"


def test_spend_a_buff_only_from_units_you_control():
    game = Game()
    enemy = game.add(unit("Darius"), owner=1, buffs=1)
    effect = Effect((SpendBuff(target=Pick(Selector(types=("unit",), properties=(Buffed(),)))),))
    game.execute(effect, controller=0, chooser=ScriptedChooser((enemy,)))
    assert enemy.buffs == 1
    assert game.state.log.events[-1].rule == "702.2.b.2"


def test_spending_removes_one_buff_and_one_might():
    game = Game()
    ahri = game.add(unit("Ahri"), buffs=1)
    game.execute(Effect((SpendBuff(target=Self()),)), source=ahri)
    assert ahri.buffs == 0 and game.might(ahri) == 2


def test_spend_a_buff_to_ready_is_a_cost_not_a_target():
    """740.4.a: "Spend a buff to ready a friendly unit"; the cost is paid on resolution (Pick)."""
    effect = Effect((CostWithin(
        cost=Effect((SpendBuff(target=Pick(Selector(types=("unit",), controller="friendly",
                                                    properties=(Buffed(),)))),)),
        then=Effect((Ready(target=Choose(Selector(types=("unit",), controller="friendly"))),))),))
    game = Game()
    tired = game.add(unit("Garen"), exhausted=True)
    game.execute(effect, chooser=ScriptedChooser((tired,)))  # nothing to spend: cost unpaid
    assert tired.exhausted
    helper = game.add(unit("Lux"), buffs=1)
    game.execute(effect, chooser=ScriptedChooser((tired,), (helper,)))
    assert not tired.exhausted and helper.buffs == 0


def test_spend_buff_cost_of_an_activated_ability():
    card = CardDef(id="T-SPENDER", name="Spender", type="Unit", might=1, abilities=(
        ActivatedAbility(costs=(SpendBuffCost(),), effect=Effect((Ready(target=Self()),))),))
    game = Game()
    spender = game.add(card, exhausted=True)
    with pytest.raises(IllegalAction):
        game.activate(spender)
    spender.buffs = 1
    game.activate(spender, chooser=ScriptedChooser((spender,)))
    assert spender.buffs == 0 and not spender.exhausted


def test_buffs_are_removed_when_leaving_play():
    """705 / 124.1: a killed unit loses its buffs; it is a new object in the trash."""
    from riftc.runtime import Kill
    game = Game()
    ahri = game.add(unit("Ahri"), buffs=1)
    old = ahri.oid
    game.execute(Effect((Kill(target=Self()),)), source=ahri)
    assert ahri.zone is Zone.TRASH and ahri.buffs == 0 and ahri.oid != old
    assert game.state.lki[old].buffs == 1
