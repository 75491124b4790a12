"""Runtime interpreter: the ``Game`` facade that gives registry data behaviour (play, chain, triggers).

Simplifications (documented in docs/runtime.md): ``run`` takes every player to pass priority at
once, so the chain resolves newest-first until empty (340.1; a whole game gives the players Priority
instead, ``game_loop`` and ``procedures``); a pending item is finalized (targets chosen,
402.2) as soon as it is created; simultaneous triggers of one player go on the chain in the order
their chooser gives (383.3.d), else event then board order; a cleanup (318-324) runs after each
chain item resolves (321): it kills units with lethal damage (323.5), corrects combat designations
(323.2) and recalls misplaced permanents (323.7).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator

from ..model.abilities import AdditionalCost, CardDef, TriggeredAbility
from ..model.choosers import Chooser, FirstLegalChooser, OrderRequest, order_of
from ..model.events import Event, Outcome, log, log_finalized
from ..model.objects import GameObject, Zone
from ..model.state import GameState, IllegalAction
from ..model.triggers import WhenPlayed
from ..rules import actions, combat, deck_actions, hidden, limits, play_locations, replacements, zone_actions
from ..rules.discounts import use_up
from ..rules.layers import View, compute
from ..rules.player_restrictions import forbidding
from ..rules.triggering import batched as _batched, controlled_for, extra_times, trash_sources, works_from
from ..effects import control, delayed_triggers, play_effects
from ..effects.keyword_abilities import (activated_instances, pay_with_repeats, prepare_repeats,
                                         triggered_instances)
from ..effects.resolution import Effect, Resolution, deflect_cost
from . import effect_plays, game_loop, legal_actions, legality, play_costs, turns
from .card_kinds import spell_effect as _spell_effect
from .chain_entry import decide_may, pay_leading_cost
from .player_actions import Action

MAX_RESOLUTIONS = 500  # Game.run gives up on a chain that never empties (no real turn comes close)


@dataclass
class ChainItem:
    """A card or ability on the chain (108.1, 327): what it will do and the targets already chosen."""

    kind: str  # "card" or "ability"
    controller: int
    source: int | None
    effect: Effect
    chooser: Chooser
    choices: dict[tuple[int, str], tuple[int, ...]] = field(default_factory=dict)
    label: str = ""
    event_objects: tuple[int, ...] = ()  # a triggered ability's event objects ("give it +1 [M]")
    paid: dict[int, Outcome] = field(default_factory=dict)  # outcomes of a trigger's leading cost (383.3.b)
    settled: frozenset[int] = frozenset()  # its "you may" and cost-within steps, already done
    hidden_at: int | None = None  # played from Hidden (or a play effect of such a card) there (811.1.d)
    played_by: int | None = None  # who played (finalized) a card; stays theirs if control changes (vendetta-faq-018)
    event_location: tuple[str, int | None] | None = None  # where its trigger condition happened: "there" (359.3.f.3)
    leaves_chain: str | None = None  # "recycle": "Then recycle it" after an effect played it (vendetta-faq-001)

    def __post_init__(self) -> None:
        if self.played_by is None and self.kind == "card":
            self.played_by = self.controller  # the player who puts a card on the chain plays it


class Game:
    """A game in progress: its state plus the rules procedures that move it forward."""

    def __init__(self, state: GameState | None = None, *, players: tuple[str, ...] = ("P1", "P2"),
                 battlefields: tuple[str, ...] = ("Battlefield 1", "Battlefield 2"),
                 chooser: Chooser | None = None, seed: int = 0,
                 token_cards: tuple[CardDef, ...] = ()) -> None:
        self.state = state or GameState(players, battlefields, seed)
        # Token cards (Gold, Recruit, Sprite ...) define the tokens effects play (187).
        self.state.token_cards.update({card.name: card for card in token_cards})
        self.chooser: Chooser = chooser or FirstLegalChooser()
        self.state.chooser = self.chooser  # replacement effects ask outside a resolving ability
        self._cursor = len(self.state.log)

    # -- setup and inspection ----------------------------------------------------------------
    def add(self, card: CardDef, owner: int = 0, zone: Zone = Zone.BASE, *,
            battlefield: int | None = None, exhausted: bool = False, buffs: int = 0) -> GameObject:
        """Put a new object for ``card`` straight into ``zone`` (scenario setup; no events)."""
        obj = self.state.new_object(card, owner, zone, battlefield=battlefield)
        obj.exhausted, obj.buffs = exhausted, buffs
        return obj

    @property
    def log(self) -> list[str]:
        """The game log as sentences with rule numbers."""
        return self.state.log.lines()

    def view(self) -> View:
        """Current characteristics of everything on the board (layers, 473-480)."""
        return compute(self.state)

    def might(self, obj: GameObject) -> int:
        """Current Might (710) or printed Might off the board (711)."""
        return self.view().might(obj)

    def keyword(self, obj: GameObject, name: str) -> int | None:
        """Value of keyword ``name`` on ``obj`` now (None if it doesn't have it)."""
        return self.view().keyword_value(obj, name)

    # -- playing cards -----------------------------------------------------------------------
    def play(self, obj: GameObject | CardDef, *, player: int | None = None,
             chooser: Chooser | None = None, to: int | None = None, pay: bool = True,
             resolve: bool = True, payer: play_costs.Payer | None = None) -> ChainItem | None:
        """Play a card from hand (419, 349-359). A unit or gear resolves at once (337.2) and enters
        the board exhausted (178.1.a.1) in base, or at battlefield ``to`` if that is a valid location
        (355.2, ``play_locations``; IllegalAction otherwise); "when you play me"
        triggers then (419.4.a, 383.4.a). A spell goes on the chain with its targets chosen (355.5)
        and is returned unresolved when ``resolve`` is False (so tests can react to it). ``payer`` uses
        rune abilities for the cost once it is determined (357, 444.2.c; ``play_costs.pay_card``)."""
        chooser = chooser or self.chooser
        obj, who, from_hidden, spell = self._playable(obj, player, to)
        played_from = obj.zone  # "If you played this from your hand" (419.1.a), kept as it moves on
        res = Resolution(self.state, source=obj.oid, controller=who, chooser=chooser)
        res.hidden_at, res.paying_for = from_hidden, (obj.card.type or "").lower()  # its costs' purpose (429)
        res.payer = payer  # its runes count when an optional cost is offered (357)
        obj.chosen_cost = play_locations.chosen_cost(res, obj, who) if pay and from_hidden is None else None
        energy = play_costs.card_cost(self.state, obj, res)[0]
        spell, repeats = prepare_repeats(obj.card, spell, res, energy, pay and from_hidden is None)
        if spell is not None and not res.choose_targets(spell):
            raise IllegalAction(f"{obj.name} has no legal targets{' at its battlefield (811.1.d)' if from_hidden is not None else ''} (355.8)")
        if from_hidden is not None:
            pay, to = False, from_hidden  # ignoring its base cost (811.1.b); enters there (811.1.d.1)
        before = self._spent_so_far(who)
        ready, extras = self._pay_to_play(obj, res, who, to, spell, from_hidden, pay, payer, repeats)
        paid_optional = any(a.optional for a in obj.card.abilities if isinstance(a, AdditionalCost)) and bool(extras)
        was = self.state.relocate(obj, Zone.CHAIN)
        self._finalized(obj, who, before, was)
        obj.paid_additional, obj.played_from = paid_optional, played_from
        if spell is None:  # without ``resolve`` its play triggers wait on the chain (a reaction may follow)
            self._enter_board(obj, who, to, chooser, from_hidden, ready, resolve)
            return None
        item = ChainItem("card", who, obj.oid, spell, chooser, res.choices, obj.name, hidden_at=from_hidden)
        self._push(item, res)
        if resolve:
            self.run()
        return item

    def _pay_to_play(self, obj: GameObject, res: Resolution, who: int, to: int | None, spell: Effect | None,
                     from_hidden: int | None, pay: bool, payer: play_costs.Payer | None,
                     repeats: list[tuple[play_costs.Cost, ...]]) -> tuple[bool, list[play_costs.Cost]]:
        """Determine and pay the card's costs (356-357), then check the play's legality (358): whether
        [Accelerate] was paid, and the additional costs paid."""
        extras = play_costs.additional_costs(self.state, obj, res, pay)
        saved = legality.snapshot_before_costs(self, spell, to, from_hidden, extras)
        ready = False
        if pay:
            ready = play_costs.pay_card(self.state, obj, res, extras, payer, tuple(c for r in repeats for c in r))
        pay_with_repeats(res, obj.card, extras, repeats)  # additional costs, then accepted Repeats
        if saved is not None and (problem := legality.illegal_after_costs(self, obj, who, to)) is not None:
            legality.restore(self.state, saved)  # the actions taken are undone and the play cancelled (358.5)
            raise IllegalAction(problem)
        return ready, extras

    def _finalized(self, obj: GameObject, who: int, before: tuple[int, int], was: int | None = None) -> None:
        """On the chain, costs paid: what was spent, the play finalized (419.4.b: a card countered later
        was still played), the discounts it used up ("the next spell you play costs [5] less")."""
        self._log_spent(obj, who, before)
        log_finalized(self.state, obj.oid, obj.name, by=who, source=obj.oid, was=was)
        use_up(self.state, obj, who)

    def _spent_so_far(self, who: int) -> tuple[int, int]:
        return self.state.player(who).pool.spent_energy, self.state.player(who).pool.spent_power

    def _log_spent(self, obj: GameObject, who: int, before: tuple[int, int]) -> None:
        """What was spent to play ``obj`` (its cost and additional costs, 356; "if you spent [4] or
        more"): a "spend" event naming the card on the chain as the "play" event will, with the Energy
        as its amount (unleashed-faq-017: a spell countered later was still paid for)."""
        pool = self.state.player(who).pool
        energy, power = pool.spent_energy - before[0], pool.spent_power - before[1]
        if energy or power:
            log(self.state, "spend", (obj.oid,), True, f"{self.state.player(who).name} spends {energy} Energy"
                f" and {power} Power to play {obj.name}", "356", by=who, source=obj.oid, amount=energy)

    def _playable(self, obj: GameObject | CardDef, player: int | None,
                  to: int | None) -> tuple[GameObject, int, int | None, Effect | None]:
        """The card to play, its player, the battlefield it is hidden at (or None) and its spell's
        effect (None for a permanent), once where it is played from (419.1.a) and to are checked."""
        if isinstance(obj, CardDef):
            obj = self.add(obj, self.state.current if player is None else player, Zone.HAND)
        who = obj.owner if player is None else player
        from_hidden = hidden.check_playable(self.state, obj.oid) if obj.zone is Zone.FACEDOWN else None
        if from_hidden is None:  # hand or Champion Zone (419.1.a), or "You may play me from your trash"
            play_locations.check_source(self.state, obj, who)
        barred = forbidding(self.state, who, "play", kind=(obj.card.type or "").lower())
        if barred is not None:  # "opponents can't play cards this turn" (054.1)
            raise IllegalAction(f"{self.state.player(who).name} can't play {obj.name} ({barred}) (054.1)")
        spell = _spell_effect(obj.card)
        if spell is None and from_hidden is None:
            # A valid location for a permanent (355.2): base, a battlefield its player controls, or one a
            # permission names (355.2.b); a card played from facedown enters at its battlefield (811.1.d.1).
            play_locations.check_location(self.state, self.view(), obj, who, to)
        return obj, who, from_hidden, spell

    def _enter_board(self, obj: GameObject, who: int, to: int | None, chooser: Chooser,
                     from_hidden: int | None = None, ready: bool = False, resolve: bool = True) -> None:
        chain_id = obj.oid
        zone = Zone.BASE if to is None else Zone.BATTLEFIELD
        paid, played_from = obj.paid_additional, obj.played_from
        self.state.relocate(obj, zone, battlefield=to, controller=who)
        obj.from_hidden, obj.paid_additional, obj.played_from = from_hidden, paid, played_from
        # Units enter exhausted (178.1.a.1); a paid Accelerate replaces that with ready (805.6).
        obj.exhausted = (obj.card.type or "").lower() == "unit" and not ready
        self._enters(obj)
        log(self.state, "play", (chain_id,), True, f"{obj.name} is played", "419.4.a",
            by=who, source=obj.oid, new_ids=(obj.oid,))
        self._after(chooser)
        if resolve:
            self.run()

    def hide(self, obj: GameObject, battlefield: int, *, player: int | None = None, pay: bool = True) -> None:
        """Hide a card with [Hidden] facedown at a battlefield you control, for [A] (811.1.b)."""
        hidden.hide(self.state, obj.oid, battlefield, by=obj.owner if player is None else player, pay=pay)
        self._after(self.chooser)
        self.run()

    def _enters(self, obj: GameObject) -> None:
        """Apply "I enter ready" / "Other friendly units enter ready" as ``obj`` enters (369.3)."""
        play_effects.apply_enters(self.state, obj, self.chooser)

    def activate(self, obj: GameObject, index: int = 0, *, chooser: Chooser | None = None,
                 resolve: bool = True, payer: play_costs.Payer | None = None) -> ChainItem:
        """Activate the ``index``-th activated ability of ``obj`` (377, 398-406): condition
        (377.2.b), targets (402.2-402.3), then costs, all of which must be payable (414.4); ``payer``
        uses rune abilities for its Energy, Power and [Deflect] tax once they are known (357)."""
        chooser = chooser or self.chooser
        found = activated_instances(self.view().instances(obj))
        if not 0 <= index < len(found):
            raise IllegalAction(f"{obj.name} has no activated ability {index + 1} (it has {len(found)})")
        ability, instance = found[index]
        res = Resolution(self.state, source=obj.oid, controller=obj.controller, chooser=chooser)
        res.paying_for = f"{(obj.card.type or '').lower()} ability"  # what reserved resources may pay (429)
        if ability.condition is not None and not ability.condition.holds(res):
            raise IllegalAction(f"{obj.name}: the ability's condition is not met (377.2.b)")
        if not limits.allows(self.state, instance, ability.per_turn):
            # "Use only once per turn": counted per instance of the ability (vendetta-faq-010).
            raise IllegalAction(f"{obj.name}: the ability was already used {limits.times(ability.per_turn or 0)} "
                                "this turn (377.2.b)")
        if not res.choose_targets(ability.effect):
            raise IllegalAction(f"{obj.name}: no legal targets (402.3)")
        # Targets first, then the cost, which may depend on them ("reduced by the Might of the unit you
        # choose", 818.1.c.4; 402.2-402.3).
        costs = play_costs.ability_costs(self.state, obj, res, ability)  # discounts on [Empower] costs
        if not play_costs.payable(self.state, obj, res, costs, payer):
            raise IllegalAction(f"{obj.name}: the cost can't be paid (402.3, 414.4)")
        play_costs.pay_ability(self.state, obj, res, costs, payer)
        if ability.per_turn is not None:
            limits.record(self.state, instance)
        item = ChainItem("ability", obj.controller, obj.oid, ability.effect, chooser, res.choices,
                         f"{obj.name} ability")
        self._push(item, res)
        # "When you use an activated ability of a gear": the ability is activated (its costs paid,
        # on the chain); what that and its costs trigger goes on the chain above it (383.3).
        log(self.state, "activate", (obj.oid,), True, f"{obj.name}'s ability is activated", "377",
            by=obj.controller, source=obj.oid)
        self._after(chooser)  # a finalized item added to the chain: a cleanup, then triggers (319.3-319.4)
        if resolve:
            self.run()
        return item

    def execute(self, effect: Effect, *, controller: int | None = None,
                source: GameObject | None = None, chooser: Chooser | None = None) -> Resolution:
        """Choose targets for and run ``effect`` right now, then handle triggers and cleanups.
        A direct way to test instructions without a card around them. ``controller`` defaults
        to the source's controller, else the turn player."""
        chooser = chooser or self.chooser
        if controller is None:
            controller = source.controller if source is not None else self.state.current
        res = Resolution(self.state, source=None if source is None else source.oid,
                         controller=controller, chooser=chooser)
        if not res.choose_targets(effect):
            raise IllegalAction("no legal targets for this effect (355.8)")
        res.run(effect)
        self._after(chooser)
        self.run()
        return res

    def counter(self, item: ChainItem, *, by: int | None = None) -> None:
        """Counter a chain item (425): it leaves the chain without resolving, a card goes to the trash
        and does not count as played (425.1.b); then cleanup and triggers as usual."""
        deck_actions.counter(self.state, item, by=by)
        self._after(self.chooser)

    # -- the chain ---------------------------------------------------------------------------
    def run(self) -> None:
        """Resolve chain items newest first until the chain is empty (340.1). A chain that keeps
        growing (triggers that trigger each other without end) stops with an error instead of
        running forever."""
        resolved = 0
        while self.state.chain:
            resolved += 1
            if resolved > MAX_RESOLUTIONS:
                raise RuntimeError(f"the chain did not empty after {MAX_RESOLUTIONS} resolutions "
                                   "(abilities keep triggering each other)")
            self.resolve_top()

    def resolve_top(self) -> None:
        """Resolve the newest chain item, then cleanup and put new triggers on the chain."""
        item: ChainItem = self.state.chain.pop()
        res = Resolution(self.state, source=item.source, controller=item.controller,
                         chooser=item.chooser, choices=item.choices, event_objects=item.event_objects)
        res.outcomes.update(item.paid)
        res.prepaid = set(item.settled)
        res.hidden_at = item.hidden_at
        res.event_location = item.event_location
        res.run(item.effect)
        if item.kind == "card":
            self._finish_spell(item)
        self._after(item.chooser)

    def _finish_spell(self, item: ChainItem) -> None:
        """A resolved spell goes to its owner's trash and counts as played (351.2, 350.1, 419.4.a)."""
        card = self.state.get(item.source) if item.source is not None else None
        if card is None or card.zone is not Zone.CHAIN:
            return
        old = effect_plays.leave_chain(self.state, card, item.leaves_chain, item.played_by)  # [Flow]: banished
        card.from_hidden = item.hidden_at  # "when you play a card from [Hidden]" looks at it (811.1.d)
        # The player who finalized it played it, even if another player controls it now (vendetta-faq-018).
        log(self.state, "play", (old,), True, f"{card.name} is played", "419.4.a",
            by=item.played_by, source=old, new_ids=(card.oid,))

    def _after(self, chooser: Chooser) -> None:
        """Cleanup (318-324), then triggers of everything that happened (383.2.c). Control that lasted
        until a source left the board ends before the triggers (390.5.b). Spells an effect played go on
        the chain first (419.3, origins-faq-034)."""
        effect_plays.put_on_chain(self.state, lambda p: ChainItem("card", p.player, p.card, p.effect, p.chooser,
                                                                  dict(p.choices), p.name,
                                                                  leaves_chain=p.leaves_chain))
        self.cleanup()
        control.expire_leases(self.state)
        self._dispatch(chooser)

    def cleanup(self, once: bool = False) -> None:
        """Kill every unit with lethal damage (323.4-323.5) and recall permanents in another player's
        base (323.7), repeating while anything changes (322); ``once``: one pass (the Combat Cleanup
        heals every unit before lethal damage is checked again, 466.1.a.1).
        A unit whose death was replaced keeps its damage; it isn't killed again in this cleanup, so a
        replacement that doesn't heal can't loop (370.2 applies it once per event)."""
        spared: set[int] = set()
        while True:
            dying = [o.oid for o in actions.lethal(self.state) if o.oid not in spared]
            self.state.leaving_together = tuple(dying)  # they die at the same time (323.4)
            for oid in replacements.simultaneous_order(self.state, "kill", dying):  # 373
                by, source = zone_actions.killed_by(self.state.log.since(self._cursor), oid)  # 428.5.c
                if not zone_actions.kill(self.state, oid, by=by, source=source).performed:
                    spared.add(oid)
            self.state.leaving_together = ()
            fixed = combat.correct_designations(self.state)  # 323.2
            recalled = control.corrective_recalls(self.state) | zone_actions.trash_lost_hidden(self.state)  # 323.7
            if once or not (recalled or dying or fixed):
                return

    # -- triggers ----------------------------------------------------------------------------
    def _dispatch(self, chooser: Chooser) -> None:
        """Put every ability triggered by new events on the chain, finalized (383.3, 402)."""
        events = self.state.log.since(self._cursor)
        self._cursor = len(self.state.log)
        view = self.view()
        found, again = [], {}
        for event in events:
            for src, ability, instance in self._triggered(event, view):
                owner = controlled_for(src, ability, event)
                entry = (owner, (ability, instance), ability.trigger.event_objects(event),
                         ability.trigger.event_location(event, view))
                # "Your conquer effects for conquering here trigger an additional time" (383.4.c-d)
                extra = extra_times(self.state, view, event, owner.controller, ability)
                if ability.trigger.once_per_batch():  # merged with its batch first (383.2.c)
                    again[(owner.oid, instance)] = max(again.get((owner.oid, instance), 0), extra)
                    found.append(entry)
                else:
                    found += [entry] * (1 + extra)
        found = [t for t in _batched(found)
                 for _ in range(1 + (again.get((t[0].oid, t[1][1]), 0) if t[1][0].trigger.once_per_batch() else 0))]
        # 390.2, 392: delayed triggers are one-shot and not limited per turn (no instance to count).
        found += [(src, (ability, ()), objects, where)
                  for src, ability, objects, where in delayed_triggers.matching(self.state, events, self.view())]
        # 383.3.d.1: the turn player puts their triggers on the chain first, then each player in turn
        # order, so the last player's resolve first; each player orders their own (383.3.d).
        players = len(self.state.players)
        for seat in range(players):
            pid = (self.state.current + seat) % players
            mine = [t for t in found if t[0].controller == pid]
            if len(mine) > 1:
                request = OrderRequest(pid, tuple(f"{s.name} trigger" for s, *_ in mine),
                                       tuple(s.oid for s, *_ in mine))
                mine = [mine[i] for i in order_of(chooser, request)]
            for src, (ability, instance), objects, where in mine:
                self._put_trigger(src, ability, chooser, objects, instance, where)

    def _triggered(self, event: Event, view: View) -> Iterator[tuple[GameObject, TriggeredAbility, tuple[object, ...]]]:
        # Objects that just left the board still see their own leaving (428.1.a.1.b), by LKI,
        # but only through abilities about themselves (riftbound-origins-faq-095).
        left = [(self.state.lki[o], True) for o in event.objects if o in self.state.lki]
        trash = [(o, False) for o in trash_sources(self.state)]  # "… play me from your trash" (383.2.c.1)
        for src, gone in [(o, False) for o in self.state.board_objects()] + left + trash:
            for ability, instance in triggered_instances(view.instances(src)):
                if not works_from(ability, src, gone):
                    continue
                if gone and not ability.trigger.sees_own_leaving():
                    continue
                if instance[1:2] == ("copy",) and event.seq < src.copy_since:
                    continue  # a copied ability didn't exist when this happened (vendetta-faq-009)
                if ability.trigger.matches(event, src, src.controller, view):
                    yield src, ability, instance

    def _put_trigger(self, src: GameObject, ability: TriggeredAbility, chooser: Chooser,
                     event_objects: tuple[int, ...] = (), instance: tuple[object, ...] = (),
                     where: tuple[str, int | None] | None = None) -> None:
        res = Resolution(self.state, source=src.oid, controller=src.controller, chooser=chooser,
                         event_objects=event_objects)
        res.event_location = where
        if isinstance(ability.trigger, WhenPlayed):  # a play effect of a card played from Hidden (811.1.d.2)
            res.hidden_at = src.from_hidden
        if ability.condition is not None and not ability.condition.holds(res):
            return  # 383.2.a.1: the "if" is part of the trigger condition
        if not limits.allows(self.state, instance, ability.per_turn):
            # 383.3.e.1: performed the allowed number of times this turn, so it does not trigger. Checked
            # as each trigger is put on the chain, so of simultaneous events only the first counts.
            log(self.state, "trigger_limit", (src.oid,), False, f"{src.name}'s triggered ability "
                f"was already performed {limits.times(ability.per_turn or 0)} this turn and does not "
                "trigger", "383.3.e.1", by=src.controller, source=src.oid)
            return
        if ability.optional and not res.confirm(f"{src.name}: use the triggered ability?"):
            return  # 383.3.a.2: declined, as if it had not triggered
        if not decide_may(self.state, res, ability, src.name, src.oid):
            return
        if not res.choose_targets(ability.effect) or not self._pay_deflect(res):
            log(self.state, "trigger_removed", (src.oid,), False,
                f"{src.name}'s triggered ability has no legal targets (or can't pay [Deflect] "
                "for them) and is removed", "402.4", by=src.controller, source=src.oid)
            return
        if pay_leading_cost(res, ability.effect, src.name) is False:
            log(self.state, "trigger_removed", (src.oid,), False, f"{src.name}'s triggered ability "
                "is not put on the chain: its cost was not paid", "383.3.b.1", by=src.controller,
                source=src.oid)
            return
        if ability.per_turn is not None:
            limits.record(self.state, instance)  # 383.3.e.1: one of its performances this turn
        # The leading "you may" and cost (383.3.b) are settled: the resolution reads their outcomes.
        self._push(ChainItem("ability", src.controller, src.oid, ability.effect, chooser, res.choices,
                             f"{src.name} trigger", event_objects, dict(res.outcomes), frozenset(res.prepaid),
                             res.hidden_at, event_location=where), res)

    def _push(self, item: ChainItem, res: Resolution) -> None:
        """Put a finalized item on the chain; the objects it chose are now targeted (355.7, 383.4.b)."""
        res.note_targets()
        self.state.chain.append(item)

    def _pay_deflect(self, res: Resolution) -> bool:
        """Pay the Deflect tax of a trigger's targets (809.1.c) if the controller can."""
        tax, pool = deflect_cost(res), self.state.player(res.controller).pool
        if not pool.can_pay(0, tax):
            return False
        pool.pay(0, tax)
        return True

    # -- a whole game: what a player may do now, and doing it (engine/game_loop.py) -----------------
    def legal_actions(self, player: int) -> list[Action]:
        """Every action ``player`` may take now, with its cost and description (legal_actions.py)."""
        return legal_actions.legal_actions(self, player)

    def take(self, action: Action) -> None:
        """Take an action: one ``legal_actions`` lists never raises; any other raises IllegalAction
        naming the rule that forbids it."""
        game_loop.take(self, action)

    # -- turns -------------------------------------------------------------------------------
    def end_turn(self, *, draw: bool = True) -> None:
        """The Ending Phase (317), then the next player's turn up to its Main Phase (315-316), each
        phase's triggers resolving within it (``turns.py``); ``draw`` False skips channel and draw."""
        turns.end_turn(self, draw)

