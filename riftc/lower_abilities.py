"""Lowering of abilities that carry conditions: static abilities and their statements, "while"
conditions, "use only if" restrictions, and dependent keywords (727). A mixin of ``lower.Lowerer``:
the methods use its ``error``, ``effect``, ``costs`` and self-word check.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from riftc import lower_targets, nodes, runtime
from riftc.lower_conditions import STATE_WORDS

# Statuses a condition can test ("while I'm [Mighty]", "if not Empowered") → runtime properties.
STATUS_PROPERTIES = {"mighty": runtime.Mighty(), "empowered": runtime.Empowered(), "buffed": runtime.Buffed(),
                     "stunned": runtime.Stunned(), "exhausted": runtime.Exhausted(), "ready": runtime.IsReady()}
ROLE_PROPERTIES = {"attacker": runtime.Attacking(), "defender": runtime.Defending()}

# Dependent keywords (727) → the condition they are short for: [Legion] "if you have played another
# card this turn" (812.1.b.1), [Empowered] "while I have the Empowered status" (828.1.b.1).
DEPENDENT_CONDITIONS = {"Legion": runtime.PlayedThisTurn(), "Empowered": runtime.Is(prop=runtime.Empowered())}
# Whether a card has these keywords is a characteristic others can check (812.3): keep a marker.
MARKED_KEYWORDS = ("Legion",)


class AbilityLowering:
    """``lower_*`` methods for abilities with conditions; mixed into ``lower.Lowerer``."""

    # Uses the Lowerer's __call__, error, _require_none, effect, cost(s), _cost_selector and
    # _check_self_word.

    def lower_dependent_ability(self, node: nodes.DependentAbility) -> tuple[Any, ...]:
        """"[Legion] — …", "[Empowered][>] …", "[Deathknell] — …" (727): the ability, active only
        while the keyword's condition holds (727.1.b); nested keywords all must hold (727.1.b.3)."""
        return self._dependent(node, ())

    def _dependent(self, node: nodes.DependentAbility, outer: tuple[Any, ...]) -> tuple[Any, ...]:
        name = node.keyword.name
        body = node.ability
        if name == "Deathknell":  # a triggered keyword: "When I die, [effect]" (808.1.c)
            if not isinstance(body, nodes.SpellAbility):
                raise self.error(body, "[Deathknell] is followed by an effect")
            trigger = runtime.WhenAction(action="kill")
            self.current_trigger = trigger  # "Recycle me" is the card that died (lower_deck)
            try:
                effect = self.effect(body.effect)
            finally:
                self.current_trigger = None
            ability = runtime.TriggeredAbility(trigger=trigger, effect=effect, condition=_all_of(outer))
            return (runtime.Keyword(name), ability)  # 808.3: having Deathknell can be checked
        if name in ("Action", "Reaction"):  # a permissive keyword on an activated ability (135.2.e.7.a)
            if not isinstance(body, nodes.ActivatedAbility):
                raise self.error(body, f"[{name}][>] before something other than an activated ability cannot run yet")
            return (replace(self(body), timing=name, condition=_all_of(outer)),)
        condition = DEPENDENT_CONDITIONS.get(name)
        if name == "Level" and node.keyword.value is not None:  # "while you have N or more XP" (824.1.b.1)
            condition = runtime.HasXp(n=node.keyword.value)
        if condition is None:
            raise self.error(node.keyword, f"the dependent keyword [{name}] cannot run yet")
        conditions = outer + (condition,)
        if isinstance(body, nodes.DependentAbility):
            return self._dependent(body, conditions)
        lowered = self(body)
        items = lowered if isinstance(lowered, tuple) else (lowered,)
        marker = (runtime.Keyword(name),) if name in MARKED_KEYWORDS else ()
        return marker + tuple(self._with_condition(item, _all_of(conditions), body) for item in items)

    def _with_condition(self, ability: Any, condition: Any, node: nodes.Node) -> Any:
        """The ability with ``condition`` added to whatever condition it already has."""
        if not isinstance(ability, (runtime.TriggeredAbility, runtime.StaticAbility, runtime.ActivatedAbility,
                                    runtime.CostReduction, runtime.EntersAbility, runtime.Discount,
                                    runtime.PlayersCannot, runtime.ChannelLimit, runtime.PlayFrom)):
            raise self.error(node, f"a dependent {type(ability).__name__} cannot run yet")
        if ability.condition is not None:
            condition = runtime.AllOf(conditions=(condition, ability.condition))
        return replace(ability, condition=condition)

    def lower_spell_ability(self, node: nodes.SpellAbility) -> Any:
        if self.card.type == "Spell":
            with_cost = self.spell_with_additional_cost(node)  # lower_play (356.2.b.1)
            if with_cost is not None:
                return with_cost
        extra = self._additional_cost(node)
        if extra is not None:
            return extra
        if self._leading_cost_change(node):
            return self._leading_while(node)
        if self.card.type != "Spell":
            replacement = self.static_replacement(node)
            if replacement is not None:
                return replacement
            statement = self._leading_while(node)
            if statement is not None:
                return statement
            permission = self.play_permission(node)  # lower_permissions: "You may play me to …" (355.2.b)
            if permission is not None:
                return permission
            change = self.rule_change(node)  # lower_rule_changes: "Increase the points needed to win …"
            if change is not None:
                return change
            raise self.error(node, f"a line of bare instructions is a spell's effect, but this card is a {self.card.type}")
        return runtime.SpellAbility(effect=self.effect(node.effect))

    def _additional_cost(self, node: nodes.SpellAbility) -> runtime.AdditionalCost | None:
        """"As an additional cost to play me, kill a friendly unit." / "You may pay [B] as an
        additional cost to play me." (356.2, 356.7): costs of playing, not instructions."""
        sentences = node.effect.sentences
        if len(sentences) == 2:
            return self.cost_then_discount(node)  # lower_play: "… If you do, I cost [3] less."
        if len(sentences) != 1:
            return None
        inner, optional = getattr(sentences[0], "instruction", None), False
        if isinstance(inner, nodes.May) and isinstance(inner.instruction, nodes.AdditionalCost):
            inner, optional = inner.instruction, True
            if not (isinstance(inner.purpose, nodes.ToPlay) and isinstance(inner.purpose.target, nodes.SelfRef)):
                return None
            payment = inner.payment
        elif isinstance(inner, nodes.AdditionalCostFirst):
            # "As an additional cost to play this, you may discard 1.": optional with "may" (356.2.b.1).
            payment, optional = inner.instruction, inner.may is not None
        else:
            return None
        return runtime.AdditionalCost(costs=self.payment_cost(payment), optional=optional)

    def _leading_while(self, node: nodes.SpellAbility) -> tuple[Any, ...] | None:
        """"While I'm [Mighty], I have [Shield].", "If you've gained XP this turn, I have +1 [M]",
        "If an opponent controls a battlefield, I enter ready." read like instructions but are
        conditional passive abilities (363, 364.3.a: recognised by "if" or "while"): a static
        ability, or the way I enter (369.3), active only while the condition holds."""
        sentences = node.effect.sentences
        if len(sentences) != 1:
            return None
        inner = getattr(sentences[0], "instruction", None)
        if isinstance(inner, nodes.Conditional) and isinstance(inner.condition, nodes.WhileCondition) \
                and isinstance(inner.instruction, nodes.TimedAction):
            return (self._while_at_point(inner.condition, inner.instruction),)
        if not (isinstance(inner, nodes.Conditional)
                and isinstance(inner.condition, (nodes.WhileCondition, nodes.IfCondition))
                and isinstance(inner.instruction, (nodes.Has, nodes.Enters, nodes.CostChange, nodes.AndEnters,
                                                   nodes.CostReduced, nodes.PlayerRestriction, nodes.ChannelLimit,
                                                   nodes.OnlyPermission, nodes.Restriction, nodes.JoinedStatements,
                                                   nodes.NoDamageTaken, nodes.Prevent))):
            return None
        if isinstance(inner.condition.test, nodes.AloneEvent) and isinstance(inner.instruction, nodes.Has):
            return self._while_alone(inner.condition.test, inner.instruction)
        if isinstance(inner.condition.test, nodes.IsState) and isinstance(inner.condition.test.subject, nodes.Choice) \
                and isinstance(inner.instruction, nodes.Has):
            return self._while_a_unit_is(inner.condition.test, inner.instruction)
        if isinstance(inner.condition, nodes.IfCondition) \
                and isinstance(inner.condition.test, (nodes.YouDid, nodes.DoneThisWay, nodes.YouCant)):
            return None  # "if you do" links to an instruction: not a passive condition
        if isinstance(inner.condition.test, nodes.PlayToEvent) and isinstance(inner.instruction, nodes.Enters):
            # "If you play me to a battlefield, I enter ready": checked as I enter, where my play put me (355.2).
            enters = self(inner.instruction)
            return (replace(enters, condition=self._played_to_battlefield(inner.condition.test)),)
        condition = self.condition(inner.condition)
        if isinstance(inner.instruction, nodes.JoinedStatements):
            # "While I'm in combat, friendly spells cost [1][A] less …, and enemy spells cost [1][A]
            # more.": two passives under the same condition (364.3.a).
            joined = inner.instruction
            if not all(isinstance(part, (nodes.CostChange, nodes.CostReduced)) for part in (joined.first, joined.second)):
                raise self.error(joined, "only two cost changes joined in one sentence can run yet")
            return tuple(self._with_condition(self(part), condition, part) for part in (joined.first, joined.second))
        if isinstance(inner.instruction, nodes.Prevent):  # a static prevention, not the instruction (437)
            return (runtime.StaticAbility(effect=self.static_prevention(inner.instruction), condition=condition),)
        if isinstance(inner.instruction, nodes.AndEnters):
            # "If an opponent controls a stunned unit, I cost [2] less and enter ready.": both passives
            # hold while the condition does (364.3.a).
            return tuple(self._with_condition(ability, condition, inner) for ability in self(inner.instruction))
        if isinstance(inner.instruction, (nodes.Enters, nodes.CostChange, nodes.CostReduced, nodes.PlayerRestriction,
                                          nodes.ChannelLimit, nodes.OnlyPermission)):
            enters = self(inner.instruction)
            both = condition if enters.condition is None else runtime.AllOf(conditions=(condition, enters.condition))
            return (replace(enters, condition=both),)
        return tuple(replace(ability, condition=condition) for ability in self._statics(inner.instruction))

    def _played_to_battlefield(self, test: nodes.PlayToEvent) -> runtime.CountAtLeast:
        """"if you play me to a battlefield", as I enter: I am entering at a battlefield (369.3)."""
        where = getattr(test.destination, "place", None)
        if not (isinstance(test.card, nodes.SelfRef) and isinstance(where, nodes.Choice)
                and getattr(where.noun, "word", "") == "battlefield" and isinstance(where.quantity, nodes.One)
                and not (where.other or where.state or where.controller or where.controlled_by or where.location)):
            raise self.error(test, 'only "if you play me to a battlefield" can be checked as I enter yet')
        self._check_self_word(test.card)
        return runtime.CountAtLeast(selector=runtime.Selector(self_only=True, location="battlefield"))

    def _while_at_point(self, condition: nodes.WhileCondition, timed: nodes.TimedAction) -> runtime.TriggeredAbility:
        """"While I'm at a battlefield, ready 4 friendly runes at the end of your turn": a triggered
        ability at that point of the turn whose condition is part of its trigger condition
        (383.2.a.1, whose example is this ability of Sona, Harmonious)."""
        point = getattr(timed.point, "point", None)
        if not (isinstance(point, nodes.PhasePoint) and isinstance(point.owner, str) and point.ordinal is None
                and point.owner.lower() == "your" and point.phase.lower() == "turn" and point.boundary == "end"):
            raise self.error(timed.point, "an instruction done at this point cannot run yet")
        checked = self.condition(condition)
        return runtime.TriggeredAbility(trigger=runtime.AtTurnStep(step="end", whose="you"),
                                        effect=self.effect(nodes.Effect(span=timed.span, sentences=(
                                            nodes.Sentence(span=timed.span, instruction=timed.instruction),))),
                                        condition=checked)

    def _while_a_unit_is(self, test: nodes.IsState, has: nodes.Has) -> tuple[runtime.StaticAbility, ...]:
        """"While a unit here is defending alone, it has -2 [M]": every such unit has it while it is
        in that state (364.3.a; alone, 740.2.a)."""
        subject = test.subject
        if not (isinstance(subject.quantity, nodes.One) and isinstance(has.subject, nodes.BackRef)
                and has.subject.word == "it") or test.already is not None:
            raise self.error(test, "this statement about units in a state cannot run yet")
        props = []
        for word in test.states.states:
            if word.lower() not in STATE_WORDS:
                raise self.error(test.states, f'the state "{word}" cannot be checked yet')
            props.append(STATE_WORDS[word.lower()])
        state = props[0] if len(props) == 1 else runtime.AnyOf(tuple(props))
        alone = (runtime.Alone(),) if test.alone is not None else ()
        selector = lower_targets.selector(subject)
        target = runtime.All(replace(selector, properties=selector.properties + (state,) + alone))
        self._require_none(has, "minimum", "scope")
        return tuple(runtime.StaticAbility(effect=replace(self._grant(g), target=target)) for g in has.grants.items)

    def _while_alone(self, test: nodes.AloneEvent, has: nodes.Has) -> tuple[runtime.StaticAbility, ...]:
        """"While a friendly unit defends alone, it gets +2 [M]": every such unit has it while it is
        defending alone (364.3.a, 740.2.a)."""
        selector, kinds = self.alone_selector(test)
        if len(kinds) != 1 or not (isinstance(has.subject, nodes.BackRef) and has.subject.word == "it"):
            raise self.error(test, "this statement about units alone cannot run yet")
        role = runtime.Attacking() if kinds[0] == "attack" else runtime.Defending()
        target = runtime.All(replace(selector, properties=selector.properties + (role,)))
        self._require_none(has, "minimum", "scope")
        return tuple(runtime.StaticAbility(effect=replace(self._grant(g), target=target)) for g in has.grants.items)

    @staticmethod
    def _leading_cost_change(node: nodes.SpellAbility) -> bool:
        """"If an opponent's score is within 3 points of the Victory Score, this costs [2] less.": a
        conditional passive that changes the card's cost (364.3.a, 366.2.a), also on a spell."""
        sentences = node.effect.sentences
        inner = getattr(sentences[0], "instruction", None) if len(sentences) == 1 else None
        return isinstance(inner, nodes.Conditional) and isinstance(inner.instruction, nodes.CostChange) \
            and isinstance(inner.condition, (nodes.IfCondition, nodes.WhileCondition))

    def lower_activated_ability(self, node: nodes.ActivatedAbility) -> runtime.ActivatedAbility:
        timing, conditions = self._timing(node.timing) if node.timing is not None else (None, ())
        per_turn = None
        only = self.spend_limit(node.restriction)  # lower_discounts: "Spend this Energy only to play spells"
        if node.restriction is not None and not only:
            found, per_turn = self._use_restriction(node.restriction)
            conditions += found
        effect = self.effect(node.effect)
        if only:
            effect = self.reserved_adds(effect, node.restriction, only)
        return runtime.ActivatedAbility(costs=self.costs(node.costs), effect=effect,
                                        condition=_all_of(conditions), timing=timing, per_turn=per_turn)

    def _timing(self, node: nodes.TimingKeyword) -> tuple[str | None, tuple[Any, ...]]:
        """"[Reaction] —", "[Reaction], [Legion] —" after the colon: the ability's timing
        (135.2.e.7.a) and the conditions of dependent keywords (727.1.b; [Legion] 812.1.b.1)."""
        keywords = node.keyword.keywords if isinstance(node.keyword, nodes.KeywordList) else (node.keyword,)
        timing, conditions = None, ()
        for keyword in keywords:
            if keyword.name in ("Action", "Reaction") and timing is None:
                timing = keyword.name
            elif keyword.name in DEPENDENT_CONDITIONS and keyword.value is None:
                conditions += (DEPENDENT_CONDITIONS[keyword.name],)
            else:
                raise self.error(keyword, f"[{keyword.name}] before an activated ability's effect cannot run yet")
        return timing, conditions

    def _use_restriction(self, node: nodes.Node) -> tuple[tuple[Any, ...], int | None]:
        """"Use only if not Empowered", "Use this ability only while I'm at a battlefield" (377.2.b):
        conditions for activating; "Use only once per turn" and "… and only once each turn": a limit
        of uses per turn (377.2.b, counted per instance of the ability, vendetta-faq-010). Limits on
        what the ability is used for, and on what added Energy is spent on (429), do not run yet.
        Returns (conditions, uses per turn or None)."""
        if not isinstance(node, nodes.UseRestriction):
            raise self.error(node, f"the restriction {type(node).__name__} cannot run yet")
        conditions: tuple[Any, ...] = ()
        per_turn = None
        for limit in (node.limit, node.also):
            if limit is None:
                continue
            if isinstance(limit, nodes.OncePerTurn):
                per_turn = 1
            elif isinstance(limit, (nodes.IfCondition, nodes.WhileCondition)):
                conditions += (self.condition(limit),)
            else:
                raise self.error(limit, f"the limit {type(limit).__name__} on using an ability cannot run yet")
        return conditions, per_turn

    def lower_cost_change(self, node: nodes.CostChange) -> runtime.CostReduction:
        """"I cost [2] less" (356.4), "I cost [1] less for each gear you control": an Energy discount
        on playing this card, computed as its cost is determined."""
        self._require_none(node, "second")
        if isinstance(node.subject, nodes.NextYouPlay):  # an instruction: "the next spell you play …"
            return self.next_card_discount(node)  # lower_lasting_passives
        if not isinstance(node.subject, nodes.SelfRef) and isinstance(node.amount, nodes.ManaCost):
            return self.cards_discount(node)  # lower_discounts: "Your spells cost [1][A] less" (356.4.a)
        if node.direction != "less" or not isinstance(node.amount, nodes.ManaCost):
            raise self.error(node, "only \"I cost [N] less\" can run yet")
        self._check_self_word(node.subject)
        energy = sum(int(x) for x in node.amount.symbols if x.isdigit())
        power = tuple(x for x in node.amount.symbols if not x.isdigit())
        if power and node.scale is not None:
            raise self.error(node.amount, "Power discounts \"for each\" cannot run yet")
        condition = self.condition(node.condition) if node.condition is not None else None
        if node.purpose is not None:
            where = self._not_from_hand(node.purpose)
            condition = where if condition is None else runtime.AllOf(conditions=(condition, where))
        return runtime.CostReduction(energy=self.scaled(energy, node.scale), condition=condition,
                                     minimum=self._energy_floor(node.minimum) if node.minimum is not None else None,
                                     power=power)

    def _not_from_hand(self, purpose: nodes.ToPlayFrom) -> runtime.NotFromHand:
        """"… to play from anywhere other than your hand": the discount applies only while the card is
        played from another zone (366.1: a passive ability of a card outside the board says where it
        works)."""
        origin = getattr(purpose.source, "origin", None)
        zone = getattr(origin, "zone", None)
        if not (isinstance(origin, nodes.AnywhereBut) and isinstance(zone, nodes.Zone) and zone.zone == "hand"
                and zone.owner == "your"):
            raise self.error(purpose, "a discount that applies only when played from there cannot run yet")
        return runtime.NotFromHand()

    def _energy_floor(self, minimum: nodes.Node) -> int:
        """"to a minimum of [1]": the Energy this discount stops at (356.4.e)."""
        floor = getattr(minimum, "floor", None) or getattr(minimum, "amount", None)  # ", to a minimum" / "to a minimum"
        symbols = getattr(floor, "symbols", None)
        if not symbols or not all(symbol.isdigit() for symbol in symbols):
            raise self.error(minimum, "only an Energy minimum on a discount can run yet")
        return sum(int(x) for x in symbols)

    def lower_static_ability(self, node: nodes.StaticAbility) -> Any:
        if isinstance(node.statement, nodes.CostChange):  # a cost change, not a layer effect (356.4)
            return self(node.statement)
        if isinstance(node.statement, nodes.Instead) and isinstance(node.statement.instruction, nodes.CostChange):
            # "[Level 6][>] I cost [4][G][G] less instead.": replaces the discounts printed before it.
            discount = self(node.statement.instruction)
            if not isinstance(discount, runtime.CostReduction):
                raise self.error(node.statement, "only \"I cost … less instead\" can run yet")
            return replace(discount, instead=True)
        if isinstance(node.statement, nodes.Enters):  # a replacement as it enters (369.3), not a layer effect
            return self(node.statement)
        if isinstance(node.statement, nodes.BonusDamageStatement):  # changes deal actions (712), not a layer
            return self(node.statement)
        if isinstance(node.statement, nodes.TriggerAgain):  # changes how triggers go on the chain, not a layer
            return self(node.statement)
        if isinstance(node.statement, nodes.NoCombatDamage):  # a static ability with its own "unless"
            return self(node.statement)
        if isinstance(node.statement, nodes.CostReduced):  # a discount on cards played (356.4.a)
            return self(node.statement)
        if isinstance(node.statement, nodes.AndEnters):  # a statement and the way I enter (369.3)
            return self(node.statement)
        if isinstance(node.statement, (nodes.CanBePlayed, nodes.PlayableTo, nodes.PlayOnlyTo, nodes.PlayerRestriction)):  # where units may be played (355.2.b)
            return self(node.statement)
        if isinstance(node.statement, nodes.Aside):
            permission = self.permission_aside(node.statement)  # lower_permissions
            if permission is not None:
                return permission
            statement = self._including_me(node.statement)
            if statement is not None:
                abilities = self._statics(statement)
                return abilities[0] if len(abilities) == 1 else abilities
        abilities = self._statics(node.statement)
        return abilities[0] if len(abilities) == 1 else abilities

    def _including_me(self, aside: nodes.Aside) -> nodes.Has | None:
        """"Your Mechs have +1 [M] (including me).": the note only says that the card is among the
        objects the statement names, which it is when its printed type and tags fit them and "other"
        doesn't leave it out (a note in parentheses adds nothing, 135.2.d.3). The statement, or None
        for another note; a card the statement could not name makes the card not compile."""
        note, statement = aside.note, aside.statement
        if not (isinstance(note, nodes.Including) and isinstance(note.ref, nodes.SelfRef)):
            return None
        self._check_self_word(note.ref)
        subject = getattr(statement, "subject", None)
        if not (isinstance(statement, nodes.Has) and isinstance(subject, nodes.Choice)):
            raise self.error(note, "\"(including me)\" after this statement cannot run yet")
        selector = lower_targets.selector(subject)
        tags = {t.tag for t in selector.properties if isinstance(t, runtime.HasTag)}
        fits = not selector.other and selector.controller in (None, "friendly") \
            and (not selector.types or (self.card.type or "").lower() in selector.types) \
            and tags <= set(self.card.tags) \
            and all(isinstance(p, runtime.HasTag) for p in selector.properties)
        if not fits:
            raise self.error(note, "\"(including me)\" for a card the statement doesn't name cannot run yet")
        return statement

    def _statics(self, statement: nodes.Node) -> tuple[runtime.StaticAbility, ...]:
        """One static ability per layer effect of the statement, each with the statement's condition."""
        lowered = self(statement)
        effects = lowered if isinstance(lowered, tuple) else (lowered,)
        condition = self.condition(statement.condition) if getattr(statement, "condition", None) else None
        return tuple(runtime.StaticAbility(effect=effect, condition=condition) for effect in effects)

    # --- conditions (364.3.a "while", 377.2.b "use only if", 727 dependent keywords)
    def condition(self, node: nodes.Node) -> Any:
        """A condition node ("while I'm [Mighty]", "if not Empowered") → a runtime Condition."""
        test = node.test if isinstance(node, (nodes.WhileCondition, nodes.IfCondition)) else node
        if isinstance(test, nodes.IsStatus):
            prop = self._status(test.status.name, test)
            if test.times is not None:
                if not isinstance(prop, runtime.Empowered):
                    raise self.error(test.times, f"[{test.status.name}] several times cannot be checked yet")
                # "While I'm [Empowered] three times": that many empowered statuses at once (441.1.c.1).
                prop = runtime.Empowered(times=lower_targets.count_value(test.times.count))
            return runtime.Is(subject=self._condition_subject(test, test.subject), prop=prop)
        if isinstance(test, nodes.IsState) and isinstance(test.subject, str) and test.already is None \
                and test.alone is None and len(test.states.states) == 1 and test.states.states[0].startswith("["):
            # "while I'm [Mighty]": a status keyword lexed as a unit state (706).
            return runtime.Is(subject=self._condition_subject(test, test.subject),
                              prop=self._status(test.states.states[0].strip("[]"), test))
        if isinstance(test, nodes.NotStatus):
            return runtime.Negate(inner=runtime.Is(subject=runtime.Self(), prop=self._status(test.status, test)))
        if isinstance(test, nodes.IsRole):
            role = ROLE_PROPERTIES.get(test.role.lower())
            if role is None:
                raise self.error(test, f'"{test.role}" cannot be checked yet')
            return runtime.Is(subject=self._condition_subject(test, test.subject), prop=role)
        if isinstance(test, nodes.Controls) and isinstance(test.objects, nodes.Choice):
            return self._controls(test.objects)
        if isinstance(test, nodes.PaidAdditionalCost):
            return runtime.PaidAdditionalCost()
        if isinstance(test, nodes.HasXp):
            return runtime.HasXp(n=test.threshold)
        if isinstance(test, nodes.DoneThisTurn) and test.verb.lower() == "chosen" \
                and isinstance(test.target, nodes.Choice) and test.duration.lower() == "this turn":
            # "if you've chosen an enemy unit this turn": targeted by your spells and abilities (355.7).
            return runtime.ChoseThisTurn(selector=lower_targets.selector(test.target))
        if isinstance(test, nodes.AssignedExcess) and test.comparative == "more" and (test.target is None or (
                isinstance(test.target, nodes.Choice) and test.target.controller == "enemy"
                and getattr(test.target.noun, "word", "") == "units")):
            # "if you assigned 5 or more excess damage (to enemy units)" (465.2.c.4: excess combat
            # damage is only ever assigned to enemy units, so saying so changes nothing).
            return runtime.AssignedExcess(n=test.amount)
        if isinstance(test, nodes.IsA) and isinstance(test.noun, nodes.Tag):
            # "If it's an Equipment, …": the object "it" names has that tag (a characteristic, 135.4.a).
            return runtime.Is(subject=self._condition_subject(test, test.subject), prop=runtime.HasTag(test.noun.name))
        if isinstance(test, nodes.DoneTwice) and isinstance(test.subject, nodes.SelfRef) \
                and test.action.lower() == "moved" and test.duration.lower() == "this turn":
            # "If I have moved twice this turn": two performed moves of mine this turn (420).
            self._check_self_word(test.subject)
            return runtime.MovedTimes(n=2)
        if isinstance(test, nodes.IsAt) and isinstance(test.location, nodes.InCombat):
            # "While I'm in combat": I have a combat designation (740.2.c).
            return runtime.Is(subject=self._condition_subject(test, test.subject), prop=runtime.InCombat())
        if isinstance(test, nodes.IsAt) and isinstance(getattr(test.location, "place", None), nodes.FilteredPlace):
            return self._is_at_with(test)
        if isinstance(test, nodes.IsAt):
            # "if I'm at a battlefield": I am among the objects at such a location (197).
            where = lower_targets.location(test.location)
            return runtime.CountAtLeast(selector=runtime.Selector(self_only=True, location=where))
        if isinstance(test, nodes.PlayedThisTurn) and isinstance(test.card, nodes.Choice) \
                and isinstance(test.card.quantity, nodes.Another):
            return runtime.PlayedThisTurn()
        more = self.more_condition(test)  # lower_conditions: states, counts, standings, history
        if more is not None:
            return more
        raise self.error(test, f"the condition {type(test).__name__} cannot be checked yet")

    def _controls(self, chosen: nodes.Choice) -> Any:
        """"if you control a Dragon" / "two or more gear" / "3 or more other gear" / "8+ runes" (at
        least N; "4 or fewer" is "not 5 or more")."""
        return self._count(chosen, replace(lower_targets.selector(chosen), controller="friendly"))

    def _condition_subject(self, node: nodes.Node, subject: str) -> runtime.ObjectRef:
        if subject.lower().replace("’", "'") in ("i'm", "i am", "i"):
            return runtime.Self()
        if subject.lower().replace("’", "'") in ("it's", "it is"):
            return self.antecedent(node)  # "If it's [Empowered]": the object of the latest instruction
        if subject.lower() == "this is" and self.card.type in ("Gear", "Spell"):
            return runtime.Self()  # "If this is [Empowered]" on a gear (053.2)
        raise self.error(node, f'conditions about "{subject}" cannot be checked yet')

    def _status(self, name: str, node: nodes.Node) -> Any:
        prop = STATUS_PROPERTIES.get(name.lower())
        if prop is None:
            raise self.error(node, f"the status [{name}] cannot be checked yet")
        return prop

    # --- static statements
    def lower_has(self, node: nodes.Has) -> tuple[Any, ...]:
        """"I have +1 [M] and [Ganking]", "Other friendly units here have [Assault]": one layer effect
        per grant (Might in layer 3, keywords in layer 2, 477) for me or for every object the subject
        describes (not a choice, 355.5.a). The statement's condition is added by the static ability."""
        self._require_none(node, "minimum")
        scale = node.scope if isinstance(node.scope, (nodes.ForEach, nodes.ForEachTime)) else None
        if scale is not None:
            # "I have +2 [M] for each time I'm [Empowered]": a Might change computed each time the
            # layers are (477.3); only Might can be multiplied.
            if not all(isinstance(grant, nodes.MightMod) for grant in node.grants.items):
                raise self.error(node.grants, "only Might can be had \"for each\" yet")
        elif node.scope is not None and not isinstance(node.scope, nodes.Here):
            raise self.error(node.scope, "this scope of a statement cannot run yet")
        subject = node.subject
        if isinstance(subject, nodes.SelfRef):
            self._check_self_word(subject)
            target: runtime.ObjectRef = runtime.Self()
        elif isinstance(subject, nodes.Choice) and (subject.quantity is None or isinstance(subject.quantity, nodes.Owned)):
            where = lower_targets.selector(subject)
            # "Other friendly units have +1 [M] here": the ones at my location (359.3.f.2).
            target = runtime.All(replace(where, location="here") if isinstance(node.scope, nodes.Here) else where)
        else:
            raise self.error(subject, "only statements about this card or about every object of a kind can run yet")
        if scale is not None:
            return tuple(runtime.ModifyMight(amount=self.scaled(grant.amount, scale), target=target)
                         for grant in node.grants.items)
        return tuple(replace(self._grant(grant), target=target) for grant in node.grants.items)

    def _grant(self, grant: nodes.Node) -> Any:
        if isinstance(grant, nodes.MightMod):
            return runtime.ModifyMight(amount=grant.amount)
        if isinstance(grant, nodes.Keyword):
            return runtime.GrantKeywords(keywords=(runtime.Keyword(grant.name, grant.value),))
        if isinstance(grant, nodes.AdditionalMight):
            # "I have an additional +1 [M]": one more Might change of its own, added in layer 3 (477.3).
            return runtime.ModifyMight(amount=grant.might.amount)
        raise self.error(grant, f"{type(grant).__name__} cannot be granted yet")

    def lower_has_equal(self, node: nodes.HasEqual) -> runtime.GrantKeywordEqual:
        """"I have [Assault] equal to the number of gear you control" (477.2.b): a keyword whose
        value is counted each time the layers are computed. The static ability adds the condition."""
        if not isinstance(node.subject, nodes.SelfRef) or not isinstance(node.grant, nodes.KeywordEqual) \
                or node.grant.keyword.value is not None:
            raise self.error(node, "only \"I have [Keyword] equal to …\" can run yet")
        self._check_self_word(node.subject)
        return runtime.GrantKeywordEqual(name=node.grant.keyword.name, amount=self.equal_to(node.grant.amount))

    def lower_enters(self, node: nodes.Enters) -> runtime.EntersAbility:
        """"I enter ready", "This enters exhausted", "Other friendly units enter ready" (369.3)."""
        if node.state not in ("ready", "exhausted"):
            raise self.error(node, f'entering "{node.state}" cannot run yet')
        condition = self.condition(node.condition) if node.condition is not None else None
        subject = node.subject
        if isinstance(subject, nodes.SelfRef):
            self._check_self_word(subject)
            return runtime.EntersAbility(exhausted=node.state == "exhausted", condition=condition)
        if isinstance(subject, nodes.Choice) and (subject.quantity is None or isinstance(subject.quantity, nodes.Owned)):
            return runtime.EntersAbility(exhausted=node.state == "exhausted",
                                         subject=lower_targets.selector(subject), condition=condition)
        raise self.error(subject, "this subject of \"enter\" cannot run yet")

    def lower_and_enters(self, node: nodes.AndEnters) -> tuple[Any, ...]:
        """"I have +1 [M] and enter ready.", "I cost [2] less and enter ready.": two passive abilities
        of the card itself, the statement (a layer effect, or a discount, 356.4) and the way it enters
        (369.3). A condition around the line is added to both by the caller."""
        statement = node.statement
        if node.verb.lower() != "enter" or node.state not in ("ready", "exhausted"):
            raise self.error(node, f'"{node.verb} {node.state}" cannot run yet')
        subject = getattr(statement, "subject", None)
        if not isinstance(subject, nodes.SelfRef):
            raise self.error(statement, "only \"I … and enter ready\" about this card can run yet")
        if isinstance(statement, nodes.CostChange):
            first: tuple[Any, ...] = (self(statement),)
        elif isinstance(statement, nodes.Has):
            first = self._statics(statement)
        else:
            raise self.error(statement, f"{type(statement).__name__} before \"and enter\" cannot run yet")
        return first + (runtime.EntersAbility(exhausted=node.state == "exhausted"),)

    def lower_no_damage_taken(self, node: nodes.NoDamageTaken) -> runtime.Cannot:
        """"I don't take damage.": the unit can't be dealt damage (054.1), so it is left out when combat
        damage is assigned (465.2.c.10; Kayn, riftbound-origins-faq-009, riftbound-origins-faq-089)."""
        if node.verb.lower() not in ("don't", "doesn't") or node.damage.lower() != "damage":
            raise self.error(node, f'"{node.verb} take {node.damage}" cannot run yet')
        return runtime.Cannot(action="damage", target=self._restricted_subject(node.subject))

    def static_prevention(self, node: nodes.Prevent) -> runtime.Cannot:
        """"prevent all damage that enemy spells and abilities would deal to me" as a passive (437,
        364.3.a): all damage an opponent's spell or ability would deal to the subject is prevented
        (combat damage is not a spell's or ability's)."""
        damage = node.damage
        dealt = getattr(damage, "dealt", None)
        if not (isinstance(damage, nodes.PreventedDamage) and damage.value == "all" and damage.source is None
                and damage.duration is None and isinstance(dealt, nodes.DealtBy)
                and dealt.sources.owner == "enemy"):
            raise self.error(node, "only \"prevent all damage that enemy spells and abilities would deal to me\" "
                                   "can be a passive yet")
        return runtime.Cannot(action="prevent_damage", target=self._restricted_subject(dealt.target),
                              by="enemy effects")

    def lower_any_number_of_buffs(self, node: nodes.AnyNumberOfBuffs) -> runtime.GrantPermission:
        """"I can have any number of buffs" (426.1.b.2): a permission, so extra buffs aren't negated."""
        if not isinstance(node.subject, nodes.SelfRef):
            raise self.error(node.subject, "only statements about this card itself can run yet")
        self._check_self_word(node.subject)
        return runtime.GrantPermission(permission=runtime.ANY_NUMBER_OF_BUFFS)

    def lower_can_be_times(self, node: nodes.CanBeTimes) -> runtime.GrantPermission:
        """"I can be [Empowered] up to three times." (441.1.c.1): a permission that lifts the limit of
        one empowered status (vendetta-faq-015/016)."""
        if not isinstance(node.subject, nodes.SelfRef):
            raise self.error(node.subject, "only statements about this card itself can run yet")
        self._check_self_word(node.subject)
        if node.status.name != "Empowered" or node.up_to.lower() != "up to" \
                or lower_targets.count_value(node.count) != 3:
            raise self.error(node, "only \"I can be [Empowered] up to three times\" can run yet")
        return runtime.GrantPermission(permission=runtime.EMPOWERED_THREE_TIMES)

    def lower_no_combat_damage(self, node: nodes.NoCombatDamage) -> runtime.StaticAbility:
        """"I don't deal combat damage." (465.2.a): the unit adds nothing to its side's combat damage;
        "… unless <condition>": only while the condition doesn't hold."""
        if node.verb.lower() not in ("don't", "doesn't"):
            raise self.error(node, f'"{node.verb} deal combat damage" cannot run yet')
        target = self._restricted_subject(node.subject)
        condition = runtime.Negate(inner=self.condition(node.unless.test)) if node.unless is not None else None
        return runtime.StaticAbility(effect=runtime.Cannot(action="combat_damage", target=target), condition=condition)

    def lower_damage_order(self, node: nodes.DamageOrder) -> runtime.GrantPermission:
        """"I must be assigned combat damage last" (826.3; first: 815.1.b): what [Backline] / [Tank]
        stand for, printed as text (it is not the keyword, 815.1.b)."""
        if not isinstance(node.subject, nodes.SelfRef) or node.order not in ("first", "last"):
            raise self.error(node, "this combat damage order cannot run yet")
        self._check_self_word(node.subject)
        return runtime.GrantPermission(runtime.ASSIGNED_FIRST if node.order == "first" else runtime.ASSIGNED_LAST)

    def _restricted_subject(self, subject: nodes.Node) -> Any:
        """"I" or "Enemy units here …": the objects a statement about them applies to."""
        if isinstance(subject, nodes.SelfRef):
            self._check_self_word(subject)
            return runtime.Self()
        if isinstance(subject, nodes.Choice) and (subject.quantity is None or isinstance(subject.quantity, nodes.Owned)):
            return runtime.All(lower_targets.selector(subject))
        raise self.error(subject, "this subject of a restriction cannot run yet")

    def lower_restriction(self, node: nodes.Restriction) -> runtime.Cannot:
        """"I can't be chosen by enemy spells and abilities", "I can't be readied", "Units can't move
        to base": a "can't" (054.1) that negates the action on the subject (or removes it from the
        options of a choice, 355.9). Restrictions with "unless", on where or when, and on playing or
        scoring do not run yet."""
        self._require_none(node, "unless")
        if isinstance(node.subject, nodes.Sources):
            return self._sources_restriction(node)
        return self.restriction_effect(node, self._restricted_subject(node.subject))

    def restriction_effect(self, node: nodes.Restriction, target: Any) -> runtime.Cannot:
        """The "can't" of ``node`` on ``target`` (the objects its subject names)."""
        forbidden = node.forbidden
        if isinstance(forbidden, nodes.Moving):
            self._require_none(forbidden, "moved", "origin")
            where = forbidden.destination
            if not (isinstance(where, nodes.Zone) and where.zone == "base" and where.owner is None):
                raise self.error(where, "forbidding moves to there cannot run yet")
            return runtime.Cannot(action="move_to_base", target=target)  # a recall is not a move (455)
        if not isinstance(forbidden, nodes.BeActedOn):
            raise self.error(forbidden, f"the restriction {type(forbidden).__name__} cannot run yet")
        self._require_none(forbidden, "location", "turns")
        by = None
        if forbidden.by is not None:
            if forbidden.by.sources.owner != "enemy":
                raise self.error(forbidden.by, "this source of a forbidden action cannot run yet")
            by = "enemy"
        action = RESTRICTED_ACTIONS.get(forbidden.action.lower())
        if forbidden.damage is not None:
            action = "damage" if forbidden.action.lower() == "dealt" else None
        if action is None or (action == "choose" and by is None):
            raise self.error(forbidden, f'"can\'t be {forbidden.action}" cannot run yet')
        return runtime.Cannot(action=action, target=target, by=by)


    def _sources_restriction(self, node: nodes.Restriction) -> runtime.Cannot:
        """"spells and abilities can't ready enemy units and gear" (054.1): the action is negated when
        a spell or ability does it, not when a rule does (the Awaken step's ready, 315.1.b)."""
        if node.subject.owner is not None:
            raise self.error(node.subject, f"a restriction on {node.subject.owner} spells and abilities cannot run yet")
        forbidden = node.forbidden
        if not isinstance(forbidden, nodes.Readying):
            raise self.error(forbidden, f"the restriction {type(forbidden).__name__} on spells and abilities cannot run yet")
        return runtime.Cannot(action="ready", target=self._restricted_subject(forbidden.target), by="effects")


# "can't be <past action>" (054.1) → the game action's Event kind the "can't" negates; "chosen" is
# being chosen as a target (355.9).
RESTRICTED_ACTIONS = {"readied": "ready", "exhausted": "exhaust", "stunned": "stun", "killed": "kill",
                      "moved": "move", "buffed": "buff", "chosen": "choose"}


def _all_of(conditions: tuple[Any, ...]) -> Any:
    """None, one condition, or AllOf several (727.1.b.3: every dependent keyword must hold)."""
    if not conditions:
        return None
    return conditions[0] if len(conditions) == 1 else runtime.AllOf(conditions=conditions)
