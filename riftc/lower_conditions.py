"""Lowering of more conditions (364.3.a "if"/"while"): states of me or of "it" ("while I'm buffed",
"if it is stunned", "while I'm attacking or defending alone"), counts of what you have ("if you have
two or fewer cards in your hand", "while you have 8+ runes"), players' standings ("if an opponent
controls a battlefield", "if your score is within 3 points of the Victory Score") and what happened
this turn ("if a unit died this turn", "if you've discarded a card this turn", "if you've gained XP
this turn").

A mixin of ``lower.Lowerer``: ``AbilityLowering.condition`` asks ``more_condition`` for the tests it
doesn't know; None means "not one of these either" and the card is reported as not compiled.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from riftc import lower_targets, nodes, runtime

# Unit states printed as words ("while I'm buffed", "if it's attacking") → runtime properties.
STATE_WORDS = {"buffed": runtime.Buffed(), "stunned": runtime.Stunned(), "exhausted": runtime.Exhausted(),
               "ready": runtime.IsReady(), "attacking": runtime.Attacking(), "defending": runtime.Defending(),
               "damaged": runtime.Damaged(), "[mighty]": runtime.Mighty(), "mighty": runtime.Mighty(),
               "[empowered]": runtime.Empowered(), "empowered": runtime.Empowered()}

# Subjects of a state test: "I'm" is the source (053), "it is"/"it's" the antecedent.
SELF_SUBJECTS = ("i'm", "i am", "i")
IT_SUBJECTS = ("it is", "it's", "it")

# Past-tense verbs of "you've <verb> a card this turn" → the event kind in the log.
DONE_EVENTS = {"discarded": "discard"}


class ConditionLowering:
    """``more_condition`` and its helpers; mixed into ``lower.Lowerer``."""

    checking_before_instead = False  # the condition of "X it. If it's already …, Y it instead."
    current_trigger: Any = None  # the trigger of the triggered ability being lowered

    def more_condition(self, test: nodes.Node) -> Any:
        """The runtime Condition for ``test``, or None if it is none of the tests handled here."""
        if isinstance(test, nodes.IsState):
            return self._is_state(test)
        if isinstance(test, nodes.YouHave) and isinstance(test.objects, nodes.Choice):
            return self._you_have(test.objects)
        if isinstance(test, nodes.PlayerControls):
            return self._player_controls(test)
        if isinstance(test, nodes.ScoreWithin):
            return self._score_within(test)
        if isinstance(test, nodes.Happened):
            return self._happened(test)
        if isinstance(test, nodes.ThereIs) and isinstance(test.objects, nodes.Choice):
            # "while there's a stunned enemy unit here", "if there is exactly one other unit you
            # control here": a count of such objects on the board, whoever controls them.
            return self._count(test.objects, lower_targets.selector(test.objects))
        if isinstance(test, nodes.TotalMightTest):
            return self._total_might(test)
        if isinstance(test, nodes.PlayerPlayed):
            return self._player_played(test)
        if isinstance(test, nodes.NotDealtDamage):
            return self._not_dealt_damage(test)
        if isinstance(test, nodes.CouldNotThisWay):
            return self._could_not(test)
        if isinstance(test, nodes.WasA):
            return self._was_a(test)
        if isinstance(test, nodes.IsAlone):
            return self._is_alone(test)
        if isinstance(test, nodes.HasHappened):
            return self._has_happened(test)
        if isinstance(test, nodes.HasMightTest):
            return self._has_might(test)
        if isinstance(test, nodes.IsA):
            return self.card_type_condition(test)  # lower_deck: "If it's a gear"
        if isinstance(test, nodes.GainedXpThisTurn):
            # "if you've gained XP this turn" (730.1): a gain_xp event of yours this turn.
            return runtime.HappenedThisTurn(kind="gain_xp")
        if isinstance(test, nodes.DoneThisTurn):
            return self._done_this_turn(test)
        if isinstance(test, nodes.PlayedThisTurn):
            return self._played_kind(test)
        if isinstance(test, nodes.ControlsFewer):
            return self._controls_fewer(test)
        if isinstance(test, nodes.IsOnly):
            return self._is_only(test)
        if isinstance(test, nodes.IsTurn) and test.owner.lower() == "your" and test.phase.lower() == "turn":
            return runtime.YourTurn()  # "if it's your turn" (the turn player, 301)
        if isinstance(test, nodes.ControlsThis) and test.noun.lower() == "battlefield" and self.card.type == "Battlefield":
            # "While you control this battlefield" (190.6.d: "you" is the battlefield's controller).
            return runtime.ControlsThisBattlefield()
        return None

    def _is_only(self, test: nodes.IsOnly) -> runtime.OnlyUnitThere:
        """"if it is the only unit you control there" (OGN-046): "there" is its own location."""
        plain = isinstance(test.noun, nodes.ObjectNoun) and test.noun.word == "unit" and test.controller is None
        if not (plain and isinstance(test.controlled_by, nodes.ControlledBy) and isinstance(test.location, nodes.There)
                and isinstance(test.subject, str)):
            raise self.error(test, "this test of the only object somewhere cannot be checked yet")
        return runtime.OnlyUnitThere(subject=self._state_subject(test))

    # --- states of an object
    def _is_state(self, test: nodes.IsState) -> Any:
        """"while I'm buffed" (702.2.a), "if it is stunned" (423.1.a), "while I'm attacking or
        defending alone" (740.2.a): the subject has one of the states (and is alone)."""
        if test.already is not None and not self.checking_before_instead:
            raise self.error(test, '"already" in a state test cannot be checked yet')
        subject = self._state_subject(test)
        props = []
        for word in test.states.states:
            prop = STATE_WORDS.get(word.lower())
            if prop is None:
                raise self.error(test.states, f'the state "{word}" cannot be checked yet')
            props.append(prop)
        state = runtime.Is(subject=subject, prop=props[0] if len(props) == 1 else runtime.AnyOf(tuple(props)))
        if test.alone is None:
            return state
        return runtime.AllOf(conditions=(state, runtime.Is(subject=subject, prop=runtime.Alone())))

    def _state_subject(self, test: nodes.IsState) -> runtime.ObjectRef:
        subject = test.subject
        if isinstance(subject, str):
            words = " ".join(subject.lower().replace("’", "'").split())
            if words in SELF_SUBJECTS:
                return runtime.Self()
            if words in IT_SUBJECTS:
                return self.antecedent(test)  # "it" is the object of the latest instruction
        raise self.error(test, f'conditions about "{subject}" cannot be checked yet'
                         if isinstance(subject, str) else "this subject of a state test cannot be checked yet")

    # --- what you have
    def _you_have(self, chosen: nodes.Choice) -> Any:
        """"if you have two or fewer cards in your hand", "while you have 8+ runes", "while you have
        another unit here": a count of the objects you control (runes and permanents on the board,
        189) or own in your hand."""
        noun = getattr(chosen.noun, "word", "")
        where = chosen.location
        if isinstance(where, nodes.At) and isinstance(where.place, nodes.ThatRef) \
                and getattr(where.place.noun, "word", "") == "battlefield":
            return self._units_at_scored_battlefield(chosen)
        if noun in ("card", "cards"):
            where = chosen.location
            in_hand = isinstance(where, nodes.At) and isinstance(where.place, nodes.Zone) \
                and where.place.zone == "hand" and where.place.owner == "your"
            if not in_hand or chosen.other or chosen.state or chosen.controller or chosen.might_filter \
                    or chosen.keyword_filter:
                raise self.error(chosen, "counting these cards cannot be checked yet")
            return self._count(chosen, runtime.Selector(zone="hand", controller="friendly"))
        return self._controls(chosen)

    def _count(self, chosen: nodes.Choice, selector: runtime.Selector) -> Any:
        """At least / at most N objects of ``selector`` ("two or fewer" is "not three or more")."""
        quantity = chosen.quantity
        if isinstance(quantity, (nodes.One, nodes.Another)):
            return runtime.CountAtLeast(selector=selector, n=1)
        if isinstance(quantity, nodes.Precisely):  # "exactly one other unit": at least 1, not 2
            n = lower_targets.count_value(quantity.count)
            return runtime.AllOf(conditions=(runtime.CountAtLeast(selector=selector, n=n), runtime.Negate(
                inner=runtime.CountAtLeast(selector=selector, n=n + 1))))
        if isinstance(quantity, nodes.CountOrMore):  # "8+ runes"
            return runtime.CountAtLeast(selector=selector, n=lower_targets.count_value(quantity.count))
        if isinstance(quantity, nodes.Bounded) and quantity.comparative in ("more", "fewer", "less"):
            n = lower_targets.count_value(quantity.count)
            if quantity.comparative == "more":
                return runtime.CountAtLeast(selector=selector, n=n)
            return runtime.Negate(inner=runtime.CountAtLeast(selector=selector, n=n + 1))
        raise self.error(chosen, "this count of objects you control cannot be checked yet")

    # --- players
    def _player_controls(self, test: nodes.PlayerControls) -> Any:
        """"if an opponent controls a battlefield" (190): some battlefield is controlled by an
        opponent (no teams: every other player is one, 740.1.b)."""
        player, objects = test.player, test.objects
        opponent = isinstance(player, nodes.Player) and player.noun.lower() == "opponent" \
            and player.quantity.lower() in ("a", "an") and not player.other
        battlefield = getattr(objects.noun, "word", "") == "battlefield" and isinstance(objects.quantity, nodes.One) \
            and not (objects.other or objects.state or objects.controller or objects.location)
        if opponent and battlefield:
            return runtime.ControlsBattlefield(whose="opponent")
        if opponent and isinstance(objects, nodes.Choice) and isinstance(objects.quantity, nodes.One) \
                and not (objects.controller or objects.controlled_by):
            # "if an opponent controls a stunned unit": an enemy one exists (740.1.b: no teams).
            return runtime.CountAtLeast(selector=replace(lower_targets.selector(objects), controller="enemy"))
        raise self.error(test, "this test of what a player controls cannot be checked yet")

    def _score_within(self, test: nodes.ScoreWithin) -> Any:
        """"if your score is (not) within 3 points of the Victory Score", "if an opponent's score is
        …" (194.3: 8 points by default)."""
        owner = test.owner
        if isinstance(owner, str) and owner.lower() == "your":
            whose = "you"
        elif isinstance(owner, nodes.PlayerPossessive) and isinstance(owner.player, nodes.Player) \
                and owner.player.noun.lower() == "opponent" and owner.player.quantity.lower() in ("a", "an"):
            whose = "opponent"
        else:
            raise self.error(test, "this player's score cannot be checked yet")
        if test.noun.lower() != "points":
            raise self.error(test, f'a score within {test.amount} "{test.noun}" cannot be checked yet')
        near = runtime.ScoreWithin(points=test.amount, whose=whose)
        return runtime.Negate(inner=near) if test.negated else near

    # --- what happened this turn
    def _happened(self, test: nodes.Happened) -> Any:
        """"if a unit died this turn" (a performed kill this turn, 428; a replaced death never
        happened, 370.1.a.1)."""
        event = test.event
        if test.during is not None:
            raise self.error(test.during, "a condition on a phase of the turn cannot be checked yet")
        if test.duration.lower() != "this turn" or not isinstance(event, nodes.UnitEvent) \
                or [v.lower() for v in event.verbs.verbs] != ["died"]:
            raise self.error(test, "this past event cannot be checked yet")
        subject = event.subject
        if not (isinstance(subject, nodes.Choice) and isinstance(subject.quantity, (nodes.One, nodes.Another))):
            raise self.error(subject, "this subject of a past event cannot be checked yet")
        selector = lower_targets.selector(subject)
        return runtime.HappenedThisTurn(kind="kill", by=None, subject=selector)

    def _done_this_turn(self, test: nodes.DoneThisTurn) -> Any:
        """"if you've discarded a card this turn" (422): an event of yours this turn."""
        kind = DONE_EVENTS.get(test.verb.lower())
        target = test.target
        plain_card = isinstance(target, nodes.Choice) and isinstance(target.quantity, nodes.One) \
            and getattr(target.noun, "word", "") == "card" \
            and not (target.other or target.state or target.controller or target.location)
        if kind is None or not plain_card or test.duration.lower() != "this turn":
            raise self.error(test, f'"you\'ve {test.verb} …" cannot be checked yet')
        return runtime.HappenedThisTurn(kind=kind)

    def _total_might(self, test: nodes.TotalMightTest) -> Any:
        """"if your other units have total Might 5 or more" (355.11: the Mights summed, negative
        Might counting as 0, 143.2.b)."""
        subject = test.subject
        if not (isinstance(subject, nodes.Choice) and (subject.quantity is None
                                                       or isinstance(subject.quantity, (nodes.Owned, nodes.Every)))) \
                or test.comparative != "more" or test.word.lower() != "might":
            raise self.error(test, "this test of total Might cannot be checked yet")
        objects = runtime.All(lower_targets.selector(subject))
        return runtime.AmountAtLeast(amount=runtime.MightOf(of=objects), n=test.amount)

    def _player_played(self, test: nodes.PlayerPlayed) -> Any:
        """"if an opponent has played another spell this turn" (a finalized play of theirs, 419.4.b)."""
        player, card = test.player, test.card
        opponent = isinstance(player, nodes.Player) and player.noun.lower() == "opponent" \
            and player.quantity.lower() in ("a", "an") and not player.other
        kind = lower_targets.OBJECT_TYPES.get(getattr(card, "noun", None) and getattr(card.noun, "word", ""))
        plain = isinstance(card, nodes.Choice) and isinstance(card.quantity, (nodes.One, nodes.Another)) \
            and not (card.state or card.controller or card.location or card.might_filter or card.keyword_filter)
        if not (opponent and plain and kind) or test.duration.lower() != "this turn":
            raise self.error(test, "this test of what a player played cannot be checked yet")
        # "another": any opponent's spell is another than this one, which you play.
        return runtime.HappenedThisTurn(kind="play", by="opponent", types=(kind,))

    def _controls_fewer(self, test: nodes.ControlsFewer) -> Any:
        """"if you control fewer runes than an opponent" (189): an opponent controls more of them."""
        player = test.player
        opponent = isinstance(player, nodes.Player) and player.noun.lower() == "opponent" \
            and player.quantity.lower() in ("a", "an") and not player.other
        kind = lower_targets.OBJECT_TYPES.get(getattr(test.kinds, "word", ""))
        if test.comparative.lower() != "fewer" or not opponent or kind is None:
            raise self.error(test, "this comparison with another player cannot be checked yet")
        return runtime.FewerThanOpponent(selector=runtime.Selector(types=(kind,), controller="friendly"))

    def _played_kind(self, test: nodes.PlayedThisTurn) -> Any:
        """"Use only if you've played an Equipment this turn", "if you've played a non-token unit, a
        non-token gear, and a spell this turn": one finalized play of yours this turn (419.4.b) per
        kind named, each kind checked on its own."""
        if test.duration.lower() != "this turn":
            raise self.error(test, f'"you\'ve played … {test.duration}" cannot be checked yet')
        cards = test.card.targets if isinstance(test.card, nodes.TargetSeries) else (test.card,)
        checks = tuple(self._played_one(card) for card in cards)
        return checks[0] if len(checks) == 1 else runtime.AllOf(conditions=checks)

    def _played_one(self, card: nodes.Node) -> Any:
        """One kind of card played: "a spell", "an Equipment" (a tag), "a non-token unit"."""
        if not (isinstance(card, nodes.Choice) and isinstance(card.quantity, nodes.One)) \
                or card.other or card.state or card.controller or card.controlled_by or card.location \
                or card.might_filter or card.keyword_filter or card.clause:
            raise self.error(card, "this card played this turn cannot be checked yet")
        non_token = False
        if card.qualifier is not None:
            if not (isinstance(card.qualifier, nodes.NonKind) and card.qualifier.excluded == "token"):
                raise self.error(card.qualifier, "this kind of card played cannot be checked yet")
            non_token = True  # tokens are not cards (185)
        if isinstance(card.noun, nodes.Tag):
            return runtime.PlayedKindThisTurn(tag=card.noun.name, non_token=non_token)
        kind = lower_targets.OBJECT_TYPES.get(getattr(card.noun, "word", ""))
        if kind is None:
            raise self.error(card.noun, "this kind of card played cannot be checked yet")
        return runtime.PlayedKindThisTurn(types=(kind,), non_token=non_token)

    def _has_might(self, test: nodes.HasMightTest) -> Any:
        """"if it has 3 [M] or less", "if it had 3 [M] or less" (its Might when it left the board,
        359.3.e.13); negative Might counts as 0 (143.2.b)."""
        subject = test.subject
        if isinstance(subject, nodes.BackRef) and subject.word == "it":
            ref = self.antecedent(subject)
        elif isinstance(subject, nodes.SelfRef):
            self._check_self_word(subject)
            ref = runtime.Self()
        else:
            raise self.error(subject, "this subject of a Might test cannot be checked yet")
        amount, n = runtime.MightOf(of=ref), test.might.amount
        if test.comparative in ("less", "fewer"):
            return runtime.AmountAtMost(amount=amount, n=n)
        if test.comparative == "more":
            return runtime.AmountAtLeast(amount=amount, n=n)
        raise self.error(test, f'Might "or {test.comparative}" cannot be checked yet')

    def alone_selector(self, event: nodes.AloneEvent) -> tuple[runtime.Selector, tuple[str, ...]]:
        """"a friendly unit attacks or defends alone" (740.2.a): the units that qualify now, and the
        event kinds of the verbs."""
        subject = event.subject
        if not (isinstance(subject, nodes.Choice) and isinstance(subject.quantity, nodes.One)):
            raise self.error(subject, "this subject of \"alone\" cannot run yet")
        kinds = tuple({"attacks": "attack", "attack": "attack", "defends": "defend", "defend": "defend"}.get(v.lower(), "")
                      for v in event.verbs.verbs)
        if "" in kinds:
            raise self.error(event.verbs, "only attacking or defending alone can run yet")
        selector = lower_targets.selector(subject)
        return replace(selector, properties=selector.properties + (runtime.Alone(),)), kinds

    def _has_happened(self, test: nodes.HasHappened) -> Any:
        """"If an enemy unit has died this turn" (a performed kill this turn, 428)."""
        subject = test.subject
        if test.verb.lower() != "died" or test.duration.lower() != "this turn" \
                or not (isinstance(subject, nodes.Choice) and isinstance(subject.quantity, (nodes.One, nodes.Another))):
            raise self.error(test, "this past event cannot be checked yet")
        return runtime.HappenedThisTurn(kind="kill", by=None, subject=lower_targets.selector(subject))

    def _was_a(self, test: nodes.WasA) -> Any:
        """"If it was an enemy unit": the object an earlier instruction acted on, as it last existed
        (359.3.e.13), judged from the ability (740.1)."""
        kind = lower_targets.OBJECT_TYPES.get(getattr(test.noun, "word", ""))
        if test.subject.lower() != "it" or kind is None or test.controller not in ("enemy", "friendly", None):
            raise self.error(test, "this test of what an object was cannot be checked yet")
        selector = runtime.Selector(types=(kind,), controller=test.controller)
        return runtime.WasA(subject=self.antecedent(test), selector=selector)

    def _is_alone(self, test: nodes.IsAlone) -> Any:
        """"if an enemy unit is alone here" (740.2.a): such a unit exists."""
        subject = test.subject
        if not (isinstance(subject, nodes.Choice) and isinstance(subject.quantity, nodes.One)) \
                or not isinstance(test.location, nodes.Here):
            raise self.error(test, "this test of a unit alone cannot be checked yet")
        selector = lower_targets.selector(subject)
        return runtime.CountAtLeast(selector=replace(selector, location="here",
                                                     properties=selector.properties + (runtime.Alone(),)))

    def _is_at_with(self, test: nodes.IsAt) -> Any:
        """"while I'm at a battlefield with exactly one other unit you control": I am at such a
        location, and the count of the others there holds."""
        filtered = test.location.place
        others = filtered.filter.objects if isinstance(filtered.filter, nodes.WithObjects) else None
        if " ".join(test.subject.lower().replace("\u2019", "'").split()) not in SELF_SUBJECTS \
                or not isinstance(others, nodes.Choice):
            raise self.error(test, "this test of who is with a unit cannot be checked yet")
        where = lower_targets.location(replace(test.location, place=filtered.place))
        at = runtime.CountAtLeast(selector=runtime.Selector(self_only=True, location=where))
        return runtime.AllOf(conditions=(at, self._count(others, replace(lower_targets.selector(others), location="here"))))

    def _could_not(self, test: nodes.CouldNotThisWay) -> Any:
        """"If you couldn't channel 2 runes this way": the instruction before did fewer (393)."""
        inner = test.instruction
        link = self.last_action
        if not isinstance(inner, nodes.Channel) or link is None or self.actions.get(link) != "channel" \
                or not isinstance(inner.amount, int):
            raise self.error(test, "this test of what couldn't be done cannot be checked yet")
        return runtime.DidFewer(link=link, n=inner.amount)

    def _not_dealt_damage(self, test: nodes.NotDealtDamage) -> Any:
        """"if I haven't been dealt damage this turn" (417): no damage event performed on me this turn
        (prevented damage was not dealt, 437)."""
        if not isinstance(test.subject, nodes.SelfRef) or test.duration.lower() != "this turn":
            raise self.error(test, "this test of damage dealt cannot be checked yet")
        self._check_self_word(test.subject)
        return runtime.Negate(inner=runtime.HappenedThisTurn(kind="damage", by=None,
                                                            subject=runtime.Selector(self_only=True)))

    def _units_at_scored_battlefield(self, chosen: nodes.Choice) -> Any:
        """"When you conquer, if you have 4+ units at that battlefield": the scoring event's objects
        are your units there (383.4.c.2)."""
        trigger = self.current_trigger
        scoring = isinstance(trigger, runtime.WhenPlayer) and trigger.action in ("conquer", "hold")
        quantity = chosen.quantity
        plain = getattr(chosen.noun, "word", "") in ("unit", "units") \
            and not (chosen.other or chosen.state or chosen.controller or chosen.might_filter or chosen.keyword_filter)
        if not (scoring and plain and isinstance(quantity, nodes.CountOrMore)):
            raise self.error(chosen, "counting units at that battlefield cannot be checked yet")
        return runtime.EventObjectsAtLeast(n=lower_targets.count_value(quantity.count))
