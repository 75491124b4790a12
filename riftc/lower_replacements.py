"""Lowering of replacement effects (367-375) and the delayed replacements of "the next time"
(390.3): "The next time a friendly unit would die, kill this instead. Recall that unit exhausted."
(Zhonya's Hourglass), "The next time it dies this turn, recall it exhausted instead.", and the
instructions they use (recall, heal, series of actions). A mixin of ``lower.Lowerer`` (it uses the
Lowerer's ``__call__``, ``error``, ``_require_none``, ``target``, ``separate_effect`` and
``_check_self_word``).
"""

from __future__ import annotations

from dataclasses import replace

from typing import Any

from riftc import lower_targets, nodes, runtime

# Event verbs a replacement can watch → the runtime's replaceable event kinds (428 "die" is the kill).
REPLACED_VERBS = {"die": "kill", "dies": "kill"}

# "from conquering or holding" → the scoring events (469).
SCORING_WAYS = {"conquering": "conquer", "holding": "hold"}

# "during their first or second turn" → the player's turn numbers (115.1.c).
TURN_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4}


class ReplacementLowering:
    """``lower_*`` methods for replacements; mixed into ``lower.Lowerer``."""

    # Set while lowering a replacement's own instructions: "that unit" is the replaced event's object.
    in_replacement = False
    scoring_player = False  # lowering "… they draw 1 instead" of a scoring replacement: "they" scored
    as_attached = False  # lowering the effect of "As this is attached to a unit, …" (370.1.b.1)

    def static_replacement(self, node: nodes.SpellAbility) -> runtime.ReplacementAbility | None:
        """A permanent's line that starts with a replacement ("If I would die, …", "The next time a
        friendly unit would die, … instead.") is a static replacement ability (368.1); the
        sentences after the first belong to what happens instead (369.1's Zhonya example)."""
        sentences = node.effect.sentences
        first = sentences[0].instruction if sentences else None
        if not isinstance(first, nodes.Replacement):
            return None
        event = first.event
        if isinstance(event, nodes.AsEvent):
            return self._as_attached(event, first.instruction, *(s.instruction for s in sentences[1:]))
        if isinstance(event, nodes.NextTime):
            self._require_none(event, "duration")
            self._next_ordinal(event, event.ordinal)
            once, would = True, event.event
        elif isinstance(event, nodes.IfWould):
            self._require_none(event, "duration")
            once, would = False, event.event
        elif isinstance(event, nodes.IfPlayerWould) and isinstance(event.event.action, nodes.ScoreFrom):
            return self._score_replacement(event, first.instruction, *(s.instruction for s in sentences[1:]))
        else:
            raise self.error(event, f"a replacement on {type(event).__name__} cannot run yet")
        kind = self._replaced_kind(would)
        subject = self._replaced_subject(would.subject)
        instead = self._instead_effect(first.instruction, *(s.instruction for s in sentences[1:]))
        return runtime.ReplacementAbility(event=kind, instead=instead, subject=subject, once=once)

    def _score_replacement(self, event: nodes.IfPlayerWould, *parts: nodes.Node) -> runtime.ScoreReplacement:
        """"If a player would score 1 point from conquering or holding during their first or second
        turn, they draw 1 instead." (368.1, 370.1.b): the point of any player's conquer or hold (469)
        on those turns of theirs (115.1.c), replaced; "they" is that player."""
        self._require_none(event, "duration")
        would, score = event.event, event.event.action
        player = would.player
        any_player = isinstance(player, nodes.Player) and player.quantity.lower() in ("a", "an") \
            and player.noun.lower() == "player" and not player.other
        ways = tuple(SCORING_WAYS.get(w.lower(), "") for w in score.ways.ways)
        if not any_player or would.condition is not None or score.noun.lower() not in ("point", "points") or "" in ways:
            raise self.error(would, "replacing this scoring cannot run yet")
        turns: tuple[int, ...] = ()
        if score.turns is not None:
            during = score.turns
            ordinals = getattr(during.ordinals, "ordinals", ())
            turns = tuple(TURN_ORDINALS.get(o.lower(), 0) for o in ordinals)
            if during.owner.lower() != "their" or during.phase.lower() != "turn" or 0 in turns or not turns:
                raise self.error(during, "these turns of a player cannot be checked yet")
        saved = self.scoring_player
        self.scoring_player = True
        try:
            instead = self._instead_effect(*parts)
        finally:
            self.scoring_player = saved
        return runtime.ScoreReplacement(instead=instead, ways=ways, amount=score.amount, turns=turns)

    def _as_attached(self, event: nodes.AsEvent, *parts: nodes.Node) -> runtime.AsAttached:
        """"As this is attached to a unit, choose another friendly unit. …" (370.1.b.1): the attach
        event plus these instructions, where "that unit" is the unit it is attached to."""
        attached = event.event
        unit = attached.unit
        if attached.subject.lower() != "this" or self.card.type != "Gear":
            raise self.error(attached, '"as … is attached" on something other than this gear cannot run yet')
        if not (isinstance(unit, nodes.Choice) and isinstance(unit.quantity, nodes.One)
                and lower_targets.selector(unit) == runtime.Selector(types=("unit",))):
            raise self.error(unit, "only \"as this is attached to a unit\" can run yet")
        saved = (self.in_replacement, self.event_subject, self.as_attached)
        self.in_replacement, self.event_subject, self.as_attached = True, True, True
        try:
            return runtime.AsAttached(effect=self.separate_effect(*parts))
        finally:
            self.in_replacement, self.event_subject, self.as_attached = saved

    def lower_becomes_copy(self, node: nodes.BecomesCopy) -> runtime.BecomeCopy:
        """"That unit becomes a copy of it for as long as this is attached to it", "The equipped unit
        becomes a copy of that unit for as long as …" (477.1.b). Once the text names the equipped
        unit, "that unit" is the one chosen before, not the attach event's unit."""
        target = self.target(node.subject)
        if isinstance(node.subject, nodes.TheEquipped) and isinstance(node.original, nodes.ThatRef):
            original = self.antecedent(node.original)
        else:
            original = self.target(node.original)
        while_attached = False
        if node.duration is not None:
            # "for as long as this is attached to it": this gear can be attached to one unit only,
            # the one the replaced attach event is about, which must be the copier.
            attached = node.duration.event
            if not (self.in_replacement and isinstance(target, runtime.EventObjects)
                    and attached.subject.lower() == "this" and self.card.type == "Gear"):
                raise self.error(node.duration, "this duration of a copy cannot run yet")
            while_attached = True
        return runtime.BecomeCopy(of=original, target=target, while_attached=while_attached)

    def lower_replacement(self, node: nodes.Replacement) -> runtime.NextTimeInstead:
        """Inside an effect, "The next time it would die this turn, heal it, … instead" creates a
        delayed replacement (390.3) watching the objects "it" refers to."""
        event = node.event
        if not isinstance(event, nodes.NextTime):
            raise self.error(event, "a replacement created by an instruction must say \"the next time\" to run yet")
        self._next_ordinal(event, event.ordinal)
        kind = self._replaced_kind(event.event)
        return self._delayed(kind, event.event.subject, event.duration, node.instruction)

    def lower_next_time_effect(self, node: nodes.NextTimeEffect) -> runtime.NextTimeInstead:
        """"The next time it dies this turn, recall it exhausted instead." (390.3): with "instead", a
        delayed replacement of that event; without it, a delayed trigger, which does not run yet."""
        self._next_ordinal(node, node.ordinal)
        if not isinstance(node.instruction, (nodes.Instead, nodes.LeadingInstead)):
            raise self.error(node, "a delayed trigger (\"the next time …\" without \"instead\") cannot run yet")
        event = node.event
        if not isinstance(event, nodes.UnitEvent) or len(event.verbs.verbs) != 1:
            raise self.error(event, "this event of a delayed replacement cannot run yet")
        self._require_none(event, "destination")
        kind = REPLACED_VERBS.get(event.verbs.verbs[0].lower())
        if kind is None:
            raise self.error(event.verbs, f'replacing "{event.verbs.verbs[0]}" cannot run yet')
        return self._delayed(kind, event.subject, node.duration, node.instruction)

    def _delayed(self, kind: str, subject: nodes.Node, duration: str | None,
                 instruction: nodes.Node) -> runtime.NextTimeInstead:
        if duration not in (None, "this turn"):
            raise self.error(subject, f'a delayed replacement lasting "{duration}" cannot run yet')
        instead = self._instead_effect(instruction)
        this_turn = duration == "this turn"
        if isinstance(subject, nodes.BackRef) and subject.word.lower() == "it":
            return runtime.NextTimeInstead(event=kind, instead=instead, target=self.antecedent(subject),
                                           this_turn=this_turn)
        return runtime.NextTimeInstead(event=kind, instead=instead, subject=self._replaced_subject(subject),
                                       this_turn=this_turn)

    def _next_ordinal(self, node: nodes.Node, ordinal: str) -> None:
        if ordinal.lower() != "next":
            raise self.error(node, f'"the {ordinal} time" replacements cannot run yet')

    def _replaced_kind(self, would: nodes.WouldEvent) -> str:
        happening = would.happening
        if isinstance(happening, nodes.EventVerbs) and len(happening.verbs) == 1:
            kind = REPLACED_VERBS.get(happening.verbs[0].lower())
            if kind is not None:
                return kind
        raise self.error(happening, "replacing this event cannot run yet")

    def _replaced_subject(self, subject: nodes.Node) -> runtime.Selector | None:
        """"I would die" → None (the source itself); "a friendly unit would die" → its selector."""
        if isinstance(subject, nodes.SelfRef):
            self._check_self_word(subject)
            return None
        if isinstance(subject, nodes.Choice) and isinstance(subject.quantity, (nodes.One, nodes.Another)):
            return lower_targets.selector(subject)
        raise self.error(subject, "this subject of a replaced event cannot run yet")

    def _instead_effect(self, instruction: nodes.Node, *more: nodes.Node) -> runtime.Effect:
        """What happens instead: its own effect (370.1.b), where "that unit" and a leading "it" are
        the object of the replaced event."""
        if isinstance(instruction, (nodes.Instead, nodes.LeadingInstead)):
            instruction = instruction.instruction
        else:
            raise self.error(instruction, 'a replacement without "instead" cannot run yet')
        if isinstance(instruction, nodes.May):
            # "you may pay [R] to recall it instead": whether it applies is the player's choice
            # (371.2), which must include whether the cost can be paid; not modelled yet.
            raise self.error(instruction, "a replacement the player may choose to apply cannot run yet")
        saved = (self.in_replacement, self.event_subject)
        self.in_replacement, self.event_subject = True, True
        try:
            return self.separate_effect(instruction, *more)
        finally:
            self.in_replacement, self.event_subject = saved

    def lower_recall(self, node: nodes.Recall) -> runtime.Recall:
        """"Recall it exhausted" (455): to its base, not a move."""
        self._require_none(node, "later")
        if node.state not in (None, "exhausted"):
            raise self.error(node, f'recalling "{node.state}" cannot run yet')
        return runtime.Recall(target=self.target(node.target), exhausted=node.state == "exhausted")

    def lower_control_change(self, node: nodes.ControlChange) -> runtime.GainControl:
        """"Take control of it", "Gain control of a spell" (189-192): the ability's controller becomes
        the object's controller; a spell is chosen on the chain (355.9.a.2). Losing control cannot
        run yet."""
        if node.change.lower() not in ("take control", "gain control"):
            raise self.error(node, f'"{node.change}" cannot run yet')
        target = self.target(node.target)
        if isinstance(target, runtime.Choose) and target.selector.types == ("spell",):
            if target.selector.zone != "board" or target.selector.location is not None:
                raise self.error(node.target, "only \"a spell\" on the chain can be controlled yet")
            target = replace(target, selector=replace(target.selector, zone="chain"))
        return runtime.GainControl(target=target)

    def lower_control_until(self, node: nodes.ControlUntil) -> runtime.GainControl:
        """"You control it until I leave the board" (189, 390.5.b): control for as long as the source
        stays on the board."""
        event = node.until.event
        if not (isinstance(event, nodes.UnitEvent) and isinstance(event.subject, nodes.SelfRef)
                and event.destination is None and tuple(v.lower() for v in event.verbs.verbs) == ("leave the board",)):
            raise self.error(node.until, "control until this event cannot run yet")
        self._check_self_word(event.subject)
        return runtime.GainControl(target=self.target(node.target), until_source_leaves=True)

    def lower_make_new_choices(self, node: nodes.MakeNewChoices) -> runtime.MakeNewChoices:
        """"You may make new choices for it" (751): remake the targets of that spell on the chain."""
        return runtime.MakeNewChoices(target=self.target(node.target))

    def lower_heal(self, node: nodes.Heal) -> runtime.Heal:
        """"Heal it" (418)."""
        return runtime.Heal(target=self.target(node.target))

    def that_ref(self, node: nodes.ThatRef) -> runtime.ObjectRef:
        """"that unit" in a replacement's instructions is the replaced event's object (369.1)."""
        if self.in_replacement and node.noun.word in ("unit", "gear"):
            return runtime.EventObjects()
        if not self.in_replacement and node.noun.word in ("unit", "gear") and node.word.lower() == "that" \
                and self.last_object is not None and self.actions.get(self.last_object) != "play_token":
            # "Give a unit +2 [M] this turn. If this is [Empowered], give that unit +4 [M] this turn
            # instead.": the object of the latest instruction (never a token played since, which
            # "that unit" would not name).
            return self.antecedent(node)
        if not self.in_replacement and node.word.lower() == "those" and node.noun.word == "units" \
                and node.controller is None and self.last_object is not None \
                and self.actions.get(self.last_object) == "choose":
            # "… each other player chooses a unit …. Kill those units.": the objects chosen before.
            return runtime.ThoseTargets(link=self.last_object)
        raise self.error(node, f'"{node.word} {node.noun.word}" cannot be referred to yet')

    def lower_prevent(self, node: nodes.Prevent) -> runtime.PreventDamage:
        """"Prevent the next 7 damage that would be dealt to it this turn", "Prevent all damage that
        would be dealt to it this turn" (437.1.b): a prevention shield on those units, used up by the
        damage it prevents and gone at the end of the turn. Prevention by kind of source ("all spell
        and ability damage") is not modelled yet."""
        damage = node.damage
        if not isinstance(damage, nodes.PreventedDamage) or damage.source is not None \
                or not isinstance(damage.dealt, nodes.DealtTo) or damage.damage.lower() != "damage":
            raise self.error(node, "only preventing the damage dealt to a unit can run yet")
        # The shields are cleared at the end of the turn (interpreter, 437.1.b); a longer one isn't modelled.
        if damage.duration is None or damage.duration.lower() != "this turn":
            raise self.error(damage, f'prevention lasting "{damage.duration or "until used"}" cannot run yet')
        value = damage.value
        if isinstance(value, nodes.NextAmount) and value.ordinal.lower() == "next":
            amount: int | None = value.amount  # 437.1.b.1.a: a prevent value
        elif isinstance(value, str) and value.lower() == "all":
            amount = None  # 437.1.b.1.b: all of it
        else:
            raise self.error(damage, "this amount of prevented damage cannot run yet")
        return runtime.PreventDamage(amount=amount, target=self.target(damage.dealt.target))
