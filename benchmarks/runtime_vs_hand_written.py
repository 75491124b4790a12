"""Benchmark: four abilities run by riftc's interpreter against genuinely hand-written Python doing the
same state changes, in the same run; prints each pair's medians and ratio.

    .venv/bin/python benchmarks/runtime_vs_hand_written.py [--repeat N] [--units N]

The compiled side takes the abilities from the reference registry (generated/registry.py, written by
``riftc build cards/``) and runs them as the interpreter does: a ``Resolution`` chooses the targets
(checking them, 355) and runs the instructions, through the runtime's game actions, layers and
replacements. The hand-written side is what a programmer would write for these cards alone: plain
objects with attributes, the same legality checks, the same event records (kind, objects, performed,
sentence, rule number) and the same Might bookkeeping; it imports nothing from riftc. Each run starts
from two identical fresh boards built outside the timed region (the compiled board's layers already
read once, as the play that led there would have read them), and every run's events and final state
are compared, so both sides do the same work.

1. Kinkou Monk (OGN-141) play trigger, "buff up to two other friendly units": one target already
   buffed (negated, 426.1.b.1), the other buffed (426.1.b) and, at 4 Might, becoming Mighty (710, 709).
2. Hextech Ray (OGN-009), "Deal 3 to a unit at a battlefield" (417.1.b).
3. Kayle, Justified (VEN-134), a static Might effect under layers: her [Empower] ability (441.2.a),
   then "+2 [M] for each time I'm [Empowered]" makes her 5 (710) and Mighty (709).
4. Zhonya's Hourglass (OGN-077), a replacement: an opponent's "Kill a unit." on a friendly unit is
   replaced (370.1.b): the Hourglass is killed (428.2) and the unit recalled exhausted (455).
"""

from __future__ import annotations

import argparse
import runpy
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from riftc.runtime import (CardDef, Choose, Effect, Game, GameObject, Kill, Resolution, ScriptedChooser, Selector,
                           SpellAbility, TriggeredAbility, Zone, activated_abilities)
from riftc.runtime.rules.layers import compute

REGISTRY = Path(__file__).resolve().parents[1] / "generated" / "registry.py"
MIGHTY_AT = 5  # 708: a unit is Mighty with 5 or more Might


# -- the hand-written side: plain objects and functions, nothing from riftc -----------------------
class Card:
    """One object on the hand-written board."""

    __slots__ = ("oid", "name", "type", "controller", "zone", "battlefield", "might", "buffs", "damage",
                 "exhausted", "empowered", "used")

    def __init__(self, **fields: Any) -> None:
        for name in self.__slots__:
            setattr(self, name, fields.get(name))
        self.used = False

    @property
    def on_board(self) -> bool:
        return self.zone in ("base", "battlefield")


def kayle_might(card: Card) -> int:
    """Might by hand: printed, +1 a buff, and Kayle's static +2 per time she is Empowered."""
    bonus = 2 * card.empowered if card.name == "Kayle, Justified" else 0
    return card.might + card.buffs + bonus


def unit_mights(board: list[Card]) -> dict[int, int]:
    return {c.oid: kayle_might(c) for c in board if c.on_board and c.type == "Unit"}


def note_might(board: list[Card], before: dict[int, int], log: list[tuple[Any, ...]]) -> None:
    """Log each changed Might (710), then each unit that became Mighty (709)."""
    now = unit_mights(board)
    names = {c.oid: c.name for c in board}
    for oid in sorted(now):
        if oid in before and now[oid] != before[oid]:
            log.append(("might", (oid,), True, f"{names[oid]}'s Might becomes {now[oid]}", "710"))
    for oid in sorted(now):
        if now[oid] >= MIGHTY_AT and before.get(oid, 0) < MIGHTY_AT:
            log.append(("becomes_mighty", (oid,), True, f"{names[oid]} becomes Mighty", "709"))


def monk_by_hand(board: list[Card], me: Card, picks: list[Card], log: list[tuple[Any, ...]]) -> None:
    def legal(card: Card) -> bool:  # an other friendly unit on the board (355.9)
        return card.on_board and card.controller == me.controller and card is not me and card.type == "Unit"

    chosen = [card for card in picks if legal(card)][:2]  # "up to two", chosen as the trigger is put on the chain
    before = unit_mights(board)
    for card in chosen:  # resolution: each target checked again (359.3.e.2), then buffed
        if not legal(card):
            log.append(("buff", (card.oid,), False, f"buff negated: {card.name} is no longer on the board", "426.1"))
        elif card.buffs:
            log.append(("buff", (card.oid,), False, f"buff negated: {card.name} already has a buff", "426.1.b.1"))
        else:
            card.buffs += 1
            log.append(("buff", (card.oid,), True, f"{card.name} gets a buff (+1 Might)", "426.1.b"))
    note_might(board, before, log)


def ray_by_hand(board: list[Card], me: Card, picks: list[Card], log: list[tuple[Any, ...]]) -> None:
    (target,) = picks
    if not (target.on_board and target.type == "Unit" and target.zone == "battlefield"):  # a unit at a battlefield
        return
    target.damage += 3
    log.append(("damage", (target.oid,), True, f"{target.name} is dealt 3 damage", "417.1.b"))


def kayle_by_hand(board: list[Card], me: Card, picks: list[Card], log: list[tuple[Any, ...]]) -> None:
    if not (me.on_board and me.empowered < 3):  # "I can be [Empowered] up to three times" (441.2.b)
        return
    before = unit_mights(board)
    me.empowered += 1
    log.append(("empower", (me.oid,), True, f"{me.name} becomes empowered", "441.2.a"))
    note_might(board, before, log)


def zhonya_by_hand(board: list[Card], me: Card, picks: list[Card], log: list[tuple[Any, ...]]) -> None:
    (target,) = picks
    if not (target.on_board and target.type == "Unit"):
        return
    if me.on_board and not me.used and target.controller == me.controller:  # "the next time a friendly unit would die"
        me.used = True
        log.append(("kill", (target.oid,), False,
                    f"kill replaced: {target.name} would die, {me.name} applies instead", "370.1.b"))
        me.zone = "trash"
        log.append(("kill", (me.oid,), True, f"{me.name} is killed and put into its owner's trash", "428.2"))
        target.zone, target.battlefield, target.exhausted = "base", None, True
        log.append(("recall", (target.oid,), True, f"{target.name} is recalled to base exhausted", "455"))
        return
    target.zone = "trash"
    log.append(("kill", (target.oid,), True, f"{target.name} is killed and put into its owner's trash", "428.2"))


# -- the compiled side --------------------------------------------------------------------------
@dataclass(frozen=True)
class Case:
    """One benchmark: the card whose ability runs, how to build the board, what each side runs."""

    title: str
    card: str
    effect: Callable[[CardDef], Effect]
    controller: Callable[[GameObject], int]
    picks: Callable[[list[GameObject], GameObject], list[GameObject]]
    by_hand: Callable[[list[Card], Card, list[Card], list[tuple[Any, ...]]], None]
    at_battlefield: bool = False


def _trigger(card: CardDef) -> Effect:
    (trigger,) = [a for a in card.abilities if isinstance(a, TriggeredAbility)]
    return trigger.effect


def _spell(card: CardDef) -> Effect:
    (spell,) = [a for a in card.abilities if isinstance(a, SpellAbility)]
    return spell.effect


def _activated(card: CardDef) -> Effect:
    (ability,) = activated_abilities(list(card.abilities))
    return ability.effect


OPPONENTS_KILL = Effect((Kill(target=Choose(Selector(types=("unit",)))),))  # "Kill a unit." (an opponent's spell)

CASES = (
    Case("Kinkou Monk's play trigger (buff two)", "OGN-141", _trigger, lambda me: me.controller,
         lambda friends, me: [friends[0], friends[2]], monk_by_hand),
    Case("Hextech Ray (deal 3)", "OGN-009", _spell, lambda me: me.controller,
         lambda friends, me: [friends[1]], ray_by_hand, at_battlefield=True),
    Case("Kayle's [Empower] under her static Might", "VEN-134", _activated, lambda me: me.controller,
         lambda friends, me: [], kayle_by_hand),
    Case("Zhonya's Hourglass replacing a kill", "OGN-077", lambda card: OPPONENTS_KILL, lambda me: 1 - me.controller,
         lambda friends, me: [friends[1]], zhonya_by_hand, at_battlefield=True),
)


def board(case: Case, card: CardDef, units: int, turn: int) -> tuple[Game, GameObject, list[GameObject]]:
    """The ability's card on the board with ``units`` units around it, half of them friendly, every third
    one buffed, the odd ones at a battlefield (for a case that targets there), Might 2 to 5."""
    game = Game()
    objects = []
    for i in range(units):
        there = case.at_battlefield and i % 2 == 1
        unit = CardDef(id=f"B-{i}", name=f"Unit {i}", type="Unit", might=2 + (i + turn) % 4)
        objects.append(game.add(unit, owner=(i // 2) % 2, zone=Zone.BATTLEFIELD if there else Zone.BASE,
                                battlefield=0 if there else None, buffs=1 if i % 3 == 0 else 0))
    me = game.add(card, owner=0, zone=Zone.BASE)
    compute(game.state)  # the layers as the play that led here read them
    return game, me, [o for o in objects if o.controller == me.controller]


def hand_board(game: Game) -> list[Card]:
    """The same board as plain objects (copied outside the timed region)."""
    return [Card(oid=o.oid, name=o.name, type=o.card.type, controller=o.controller,
                 zone="battlefield" if o.zone is Zone.BATTLEFIELD else "base", battlefield=o.battlefield,
                 might=o.card.might, buffs=o.buffs, damage=o.damage, exhausted=o.exhausted, empowered=o.empowered)
            for o in game.state.objects.values()]


def outcome_of_game(game: Game) -> tuple[Any, ...]:
    events = tuple((e.kind, e.objects, e.performed, e.text, e.rule) for e in game.state.log)
    cards = tuple((o.name, o.zone.name.lower(), o.buffs, o.damage, o.exhausted, o.empowered)
                  for o in game.state.objects.values())
    return events, cards


def measure(case: Case, cards: dict[str, CardDef], units: int, repeat: int) -> tuple[float, float]:
    """Median seconds of one run of the ability on each side; exits if the two sides ever differ."""
    card = cards[case.card]
    effect = case.effect(card)
    compiled_times, hand_times = [], []
    for turn in range(repeat):
        game, me, friends = board(case, card, units, turn)
        cards_by_hand = hand_board(game)
        by_oid = {c.oid: c for c in cards_by_hand}
        picks = case.picks(friends, me)
        hand_picks, hand_me = [by_oid[o.oid] for o in picks], by_oid[me.oid]
        log: list[tuple[Any, ...]] = []

        start = time.perf_counter()
        resolution = Resolution(game.state, source=me.oid, controller=case.controller(me),
                                chooser=ScriptedChooser(picks))
        if resolution.choose_targets(effect):
            resolution.run(effect)
        middle = time.perf_counter()
        case.by_hand(cards_by_hand, hand_me, hand_picks, log)
        end = time.perf_counter()

        compiled_times.append(middle - start)
        hand_times.append(end - middle)
        hand_cards = tuple((c.name, c.zone, c.buffs, c.damage, c.exhausted, c.empowered) for c in cards_by_hand)
        if outcome_of_game(game) != (tuple(log), hand_cards):
            raise SystemExit(f"{case.title}: the interpreter and the hand-written code did not do the same thing:\n"
                             f"{outcome_of_game(game)}\n{(tuple(log), hand_cards)}")
    return statistics.median(compiled_times), statistics.median(hand_times)


def main() -> None:
    arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    arguments.add_argument("--repeat", type=int, default=2000)
    arguments.add_argument("--units", type=int, default=20)
    options = arguments.parse_args()
    cards: dict[str, CardDef] = runpy.run_path(str(REGISTRY))["CARDS"]
    print(f"board: {options.units} units + the ability's card; {options.repeat} runs each, median of one run")
    print(f"{'ability':44} {'interpreter':>12} {'hand-written':>13} {'ratio':>8}")
    for case in CASES:
        measure(case, cards, options.units, 50)  # warm-up
        compiled, by_hand = measure(case, cards, options.units, options.repeat)
        print(f"{case.title:44} {compiled * 1e6:9.1f} us {by_hand * 1e6:10.2f} us {compiled / by_hand:7.0f}x")
    print("goal (issue 15): within 5x")


if __name__ == "__main__":
    main()
