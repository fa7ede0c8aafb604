"""The contract between the game model and a ruleset.

A ruleset is a pair of pure functions over its own immutable state: ``decide`` validates a
command and emits the facts that follow from it (rolling, drawing and resolving through a
:class:`Context`), and ``evolve`` applies one fact. Everything else here describes the ruleset
to players: its legal actions with stable ids, its views, and a line of narrative per fact.
"""

from __future__ import annotations

import copy
import functools
import inspect
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from domain import canonical, dice, narration
from domain.canonical import JSON
from domain.clauses import Clause
from domain.clauses import catalog as clause_catalog
from domain.errors import IllegalAction, InvalidSetup, UnknownRuleset
from domain.immutable import builder, direct_init
from domain.options import OptionType, setup_problems
from domain.shadow_view import ShadowView

if TYPE_CHECKING:
    from domain.cards import Card, Catalog

S = TypeVar("S")
T = TypeVar("T")

#: Facts the game model itself records. Inputs come from outside (a player, an undo, a fork);
#: every other fact is an outcome that re-simulation must reproduce exactly.
GAME_STARTED = "GameStarted"
DECISION = "Decision"
UNDONE = "Undone"
FORKED = "Forked"
INPUT_KINDS = (GAME_STARTED, DECISION, UNDONE, FORKED)

#: Outcome facts that draw on a random stream; they carry ``stream``, ``index`` and ``next``.
DICE_ROLLED = "DiceRolled"
DECK_SHUFFLED = "DeckShuffled"
RANDOM_PICKED = "RandomPicked"
RANDOM_KINDS = (DICE_ROLLED, DECK_SHUFFLED, RANDOM_PICKED)


@direct_init
@dataclass(frozen=True, slots=True)
class Fact:
    """One domain event: what happened, its data (canonical JSON) and the clause behind it."""

    kind: str
    data: Mapping[str, JSON]
    rule: str | None = None

    def __getitem__(self, key: str) -> JSON:
        return self.data[key]

    def get(self, key: str, default: JSON = None) -> JSON:
        return self.data.get(key, default)


#: ``Fact(kind, data, rule)``, built where every event is made (Context.emit, the chronicle's
#: fold) faster than the class builds it (domain.immutable.builder).
new_fact = builder(Fact)


@direct_init
@dataclass(frozen=True, slots=True)
class Action:
    """A legal action. ``id`` is stable (built from what the action is about, never a list
    position), so a client can keep it across reloads; ``params`` documents expected args.
    ``candidates`` names, for a parameter that takes one of a set the rules know (a card of a
    zone, by its card id), every value it may take now, in the order offered: a client lists
    those instead of reading the help. A parameter not named there takes a value of its own."""

    id: str
    label: str
    rule: str | None = None
    params: Mapping[str, str] = field(default_factory=dict)
    candidates: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def to_json(self) -> dict[str, JSON]:
        return {"id": self.id, "label": self.label, "rule": self.rule, "params": dict(self.params),
                "candidates": {name: list(values) for name, values in self.candidates.items()}}


@direct_init
@dataclass(frozen=True, slots=True)
class Table(Generic[S]):
    """The whole state of a game: the ruleset's own state and the random streams' positions."""

    seed: str | int
    streams: Mapping[str, int]
    rules: S

    def position(self, stream: str) -> int:
        return self.streams.get(stream, 0)



class Context(Generic[S]):
    """What ``decide`` works through: emits facts, evolving the state after each one, so later
    steps of a resolution see the effect of earlier ones. Random draws are recorded as facts."""

    def __init__(self, ruleset: Ruleset[S], table: Table[S]) -> None:
        self._ruleset = ruleset
        self._evolve = ruleset.evolve
        self._seed = table.seed
        #: The random streams' positions now (a new dict each time a draw moves one).
        self._streams = table.streams
        #: The ruleset's state now, after the facts emitted so far.
        self.state: S = table.rules
        self._table: Table[S] | None = table  # the state as a Table, made when asked for
        self.facts: list[Fact] = []
        #: states[i] and streams[i]: the ruleset's state and the streams after facts[i],
        #: which the chronicle keeps rather than evolve each fact a second time. A fact
        #: evolves the ruleset's state alone: no Table is made per fact.
        self.states: list[S] = []
        self.streams: list[Mapping[str, int]] = []

    @property
    def table(self) -> Table[S]:
        """The state now with the streams' positions."""
        table = self._table
        if table is None:
            table = self._table = Table(self._seed, self._streams, self.state)
        return table

    @property
    def ruleset(self) -> Ruleset[S]:
        """The ruleset deciding, playing the version the game was recorded under."""
        return self._ruleset

    def position(self, stream: str) -> int:
        """The index of the next draw of ``stream``."""
        return self._streams.get(stream, 0)

    def emit(self, kind: str, rule: str | None = None, /, **data: Any) -> Fact:
        fact = new_fact(kind, canonical.normalize_owned(data), rule)
        if kind in RANDOM_KINDS:
            streams = dict(self._streams)
            streams[str(fact.data["stream"])] = int(fact.data["next"])
            self._streams = streams
        self.state = state = self._evolve(self.state, fact)
        self._table = None
        self.facts.append(fact)
        self.states.append(state)
        self.streams.append(self._streams)
        return fact

    def roll(self, purpose: str, rule: str | None = None, *, dice_count: int = 2,
             stream: str = "dice", **extra: Any) -> list[int]:
        """Roll six-sided dice (2D6 by default) and record the roll."""
        index = self._streams.get(stream, 0)
        faces, after = dice.roll_d6(self._seed, stream, index, dice_count)
        self.emit(DICE_ROLLED, rule, stream=stream, index=index, next=after, values=faces,
                  total=sum(faces), purpose=purpose, **extra)
        return faces

    def pick(self, stream: str, options: Sequence[T], purpose: str,
             rule: str | None = None, **extra: Any) -> T:
        """Choose one of ``options`` uniformly at random and record the choice."""
        if not options:
            raise ValueError(f"nothing to pick from for {purpose}")
        index = self._streams.get(stream, 0)
        draw = dice.uniform(self._seed, stream, index, len(options))
        chosen = options[draw.value]
        self.emit(RANDOM_PICKED, rule, stream=stream, index=index, next=draw.next_index,
                  among=len(options), value=draw.value, purpose=purpose,
                  chosen=canonical.normalize(chosen), **extra)
        return chosen

    def shuffle(self, deck: str, cards: Sequence[T], rule: str | None = None,
                *, stream: str | None = None, **extra: Any) -> list[T]:
        """Shuffle ``cards`` on the deck's own stream and record the order (top card first)."""
        stream = stream or f"shuffle:{deck}"
        index = self._streams.get(stream, 0)
        order, after = dice.shuffle(self._seed, stream, index, list(cards))
        self.emit(DECK_SHUFFLED, rule, stream=stream, index=index, next=after, deck=deck,
                  cards=canonical.normalize(order), **extra)
        return order


#: A fact's handler as :class:`FactsByKind` calls it: with the ruleset, the state and the
#: fact's data.
FactHandler = Callable[[Any, Any, Mapping[str, Any]], Any]


class FactsByKind:
    """Mixin: an ``evolve`` that applies a fact of kind ``K`` by the method ``_on_K`` (and
    leaves the state as it is for a kind without one). Each class finds its handlers once,
    as it is made, rather than looking the method's name up at every event."""

    _fact_handlers: ClassVar[Mapping[str, FactHandler]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._fact_handlers = fact_handlers(cls)

    def evolve(self, state: Any, fact: Fact) -> Any:
        handler = self._fact_handlers.get(fact.kind)
        return state if handler is None else handler(self, state, fact.data)


def fact_handlers(cls: type) -> dict[str, FactHandler]:
    """Fact kind -> the method ``_on_<kind>`` of ``cls`` (its own or inherited), as an
    instance of ``cls`` would call it."""
    found: dict[str, FactHandler] = {}
    for name in dir(cls):
        if not name.startswith("_on_"):
            continue
        method = inspect.getattr_static(cls, name)
        if inspect.isfunction(method):
            found[name[len("_on_"):]] = method
        else:  # a static method, say: read through the instance, as any attribute is
            found[name[len("_on_"):]] = functools.partial(_read_and_call, name)
    return found


def _read_and_call(name: str, ruleset: Any, state: Any, data: Mapping[str, Any]) -> Any:
    return getattr(ruleset, name)(state, data)


def evolve_table(ruleset: Ruleset[S], table: Table[S], fact: Fact) -> Table[S]:
    """Apply one fact: advance the stream it drew on, then let the ruleset evolve its state."""
    streams = table.streams
    if fact.kind in RANDOM_KINDS:
        streams = dict(streams)
        streams[str(fact.data["stream"])] = int(fact.data["next"])
    return Table(table.seed, streams, ruleset.evolve(table.rules, fact))


#: How many games' own card sets a ruleset keeps its catalog for (see ``Ruleset.for_setup``).
FOR_SETUP_KEPT = 16


class Ruleset(ABC, Generic[S]):
    """Base class of every ruleset. Subclasses are bound to one card catalog."""

    id: ClassVar[str]
    version: ClassVar[str]
    title: ClassVar[str]
    clause_prefix: ClassVar[str]
    #: Option name -> one-line description, for the API's ruleset listing.
    options: ClassVar[Mapping[str, str]] = {}
    #: Option name -> the values it takes (domain/options.py): a yes/no, a choice, or a JSON
    #: value of a declared form; every option's form is checked before :meth:`prepare_setup`
    #: reads it.
    option_types: ClassVar[Mapping[str, OptionType]] = {}
    #: Ruleset facts that reveal hidden information (beyond the random kinds): under the
    #: ``before-reveal`` undo policy no undo may cross one.
    reveal_kinds: ClassVar[tuple[str, ...]] = ()
    #: The fact kind whose records, those citing a clause, number the plays of a card from 1
    #: ("": none): an outcome naming the play of the copy that decided it (``play``) is
    #: linked to that record by the audit (projections/audit.py).
    numbered_plays: ClassVar[str] = ""
    #: The fact kinds of a check waiting for the player's answers, the first the wait's start
    #: (() : none): the audit looks through such a wait and the decisions answering it
    #: (projections/audit.py).
    wait_kinds: ClassVar[tuple[str, ...]] = ()
    #: What ``redbook simulate`` counts in a game: label -> (fact kind, a field of the fact
    #: that must be true or the clause the fact must cite, or None to count every fact of
    #: the kind).
    tallies: ClassVar[Mapping[str, tuple[str, str | None]]] = {}
    #: Earlier versions whose games this ruleset still replays exactly as they were played
    #: (see :meth:`at_version`); a game of any other version is refused by name.
    replays: ClassVar[tuple[str, ...]] = ()
    #: Fields of a prepared setup that :meth:`prepare` works out from the others (no player
    #: gives them): left out when a recorded setup is prepared again to check it
    #: (``domain.chronicle.check_start``), each checked against :meth:`derived_values`
    #: instead, since preparing the prepared setup may work them out otherwise (the Burglar's
    #: home, from the sorted site deck).
    derived_setup: ClassVar[tuple[str, ...]] = ()
    #: Clauses under which the dice alone decide a check whatever its total (a natural double
    #: six): clause -> what they decide, in words, for the audit's verdict.
    decisive_rolls: ClassVar[Mapping[str, str]] = {}
    #: Whether players see it in the listings (API and ``redbook rulesets``): a ruleset that
    #: exists to test the game model is not listed, though it plays when asked for by id.
    listed: ClassVar[bool] = True

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "prepare" in cls.__dict__:
            # The options' forms are checked in ``prepare`` before any ruleset reads them.
            raise TypeError(f"{cls.__name__} prepares its setup in prepare_setup, not prepare")
        own = cls.__dict__.get("actions")
        if own is not None and not getattr(own, "remembers_last", False):
            setattr(cls, "actions", _remembering_last(own))  # noqa: B010 (a method)

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        #: The catalog the ruleset was made with, whose digest games record: a game's own
        #: cards (:meth:`for_setup`) are added to it for that game only.
        self.base_catalog = catalog
        #: The version whose rules this instance plays: its own, or an earlier one it replays
        #: (see :meth:`at_version`); the rules test it where an outcome changed.
        self.played = self.version
        # The ruleset for each game's own cards, by their digest (shared by the copies).
        self._own_cards = ""
        self._for_cards: dict[str, Ruleset[S]] = {}

    def setup_cards(self, setup: Mapping[str, Any]) -> tuple[Card, ...]:
        """The cards a game brings in its (prepared) setup beyond the catalog, e.g. a player's
        own card file; none by default. Read at the version the game was recorded under
        (:attr:`played`, :meth:`for_setup`): a card joining from some version joins no older
        game."""
        return ()

    def for_setup(self, setup: Mapping[str, Any]) -> Ruleset[S]:
        """This ruleset for a game of ``setup`` (prepared, as ``GameStarted`` records it):
        its catalog is the base catalog with the setup's own cards (:meth:`setup_cards`), so
        playing, replaying and verifying the game all find them, built the same way from the
        recorded setup every time. Without such cards, the ruleset on its base catalog. Called
        on the ruleset at the game's recorded version (:meth:`at_version` first), whose cards
        those are."""
        cards = self.setup_cards(setup)
        key = canonical.digest([c.to_json() for c in cards]) if cards else ""
        if key == self._own_cards:
            return self
        found = self._for_cards.get(key)
        if found is None:
            found = copy.copy(self)
            for memo in [k for k in found.__dict__ if k.startswith("_last_actions_of_")]:
                del found.__dict__[memo]  # the legal actions remembered under the other cards
            found.catalog = self.base_catalog.with_cards(cards) if cards else self.base_catalog
            found._own_cards = key
            if len(self._for_cards) >= FOR_SETUP_KEPT:
                self._for_cards.pop(next(iter(self._for_cards)))
            self._for_cards[key] = found
        return found.at_version(self.played)

    def at_version(self, version: str) -> Ruleset[S]:
        """This ruleset as it played ``version`` (its own, or one of :attr:`replays`): an
        instance whose :attr:`played` is that version. Called with versions the game model
        has already accepted."""
        if version == self.played:
            return self
        other = copy.copy(self)
        other.played = version
        return other

    def rules_notes(self) -> dict[str, str]:
        """Clause id -> the reading this ruleset plays where the rules are ambiguous or silent."""
        return {}

    def clauses(self) -> dict[str, Clause]:
        """This ruleset's clause catalog (``seeds/clauses/<id>.md``), keyed by clause id."""
        return clause_catalog(self.id)

    # -- setting up -------------------------------------------------------------------------
    def prepare(self, setup: Mapping[str, Any]) -> dict[str, JSON]:
        """Validate a setup (decks, options) and return it normalized, as JSON data that
        ``initial`` alone can start from. Raise :class:`InvalidSetup` naming every problem:
        first each option whose value is not of its type's form (:meth:`played_option_types`),
        so that :meth:`prepare_setup` reads only values of the forms it expects."""
        problems = setup_problems(self.played_option_types(setup), setup)
        if problems:
            raise InvalidSetup(f"This setup of {self.title} is not valid: an option is not "
                               "of the form it takes.", problems=problems)
        return self.prepare_setup(setup)

    def played_option_types(self, setup: Mapping[str, Any]) -> Mapping[str, OptionType]:
        """The option types ``setup`` is checked against at the version played:
        :attr:`option_types`, unless an earlier version took other values of an option (a
        ruleset whose did says so here, so that its games still start as they did)."""
        return self.option_types

    @abstractmethod
    def prepare_setup(self, setup: Mapping[str, Any]) -> dict[str, JSON]:
        """:meth:`prepare` of a setup whose options are each of their type's form."""

    def derived_values(self, prepared: Mapping[str, JSON]) -> dict[str, list[JSON]]:
        """Each field of ``derived_setup`` with every value a game whose setup prepares to
        ``prepared`` may record: :meth:`prepare` works it out from the setup as given, in an
        order ``prepared`` may no longer keep (a site deck recorded sorted). A ruleset naming
        ``derived_setup`` gives each of its fields here."""
        return {}

    @abstractmethod
    def initial(self, setup: Mapping[str, JSON]) -> S:
        """The state before the first fact, from a prepared setup."""

    @abstractmethod
    def begin(self, ctx: Context[S]) -> None:
        """Emit the opening facts (shuffles, deals, automatic play) up to the first choice."""

    # -- playing ----------------------------------------------------------------------------
    @abstractmethod
    def actions(self, state: S) -> list[Action]:
        """The legal actions now, in a stable order; empty once the game is over."""

    @abstractmethod
    def decide(self, ctx: Context[S], action: str, args: Mapping[str, JSON]) -> None:
        """Apply a player's decision: emit its facts and play on automatically to the next
        choice. Raise :class:`IllegalAction` (with the clause) for a decision not legal now."""

    @abstractmethod
    def evolve(self, state: S, fact: Fact) -> S:
        """Apply one fact. Pure; no decisions, no randomness. Ignore kinds it does not know."""

    @abstractmethod
    def result(self, state: S) -> dict[str, JSON] | None:
        """None while the game goes on; then at least ``{"outcome": "won"|"lost", ...}``."""

    def policy(self, state: S, actions: Sequence[Action]) -> tuple[str, dict[str, JSON]]:
        """The automatic player's choice among ``actions`` (deterministic). Default: the first."""
        return actions[0].id, {}

    def automatic_choice(self, state: S) -> tuple[str, dict[str, JSON]] | None:
        """What :meth:`policy` chooses among the legal actions now, or None when none is
        open: how an automatic game plays. A ruleset may work it out without building every
        legal action (their labels, say), choosing exactly as :meth:`policy` does."""
        actions = self.actions(state)
        return self.policy(state, actions) if actions else None

    # -- views ------------------------------------------------------------------------------
    @abstractmethod
    def board(self, state: S) -> dict[str, JSON]:
        """What lies on the table, as JSON data."""

    def score(self, state: S) -> dict[str, JSON]:
        """Marshalling points by category and the total that counts."""
        return {}

    def shadow(self, state: S) -> ShadowView | None:
        """The Shadow-token view, for rulesets that have them."""
        return None

    def shadow_tokens(self, state: S) -> int | None:
        """The count of Shadow tokens :meth:`shadow` shows (None: none), which the view's
        history compares fact by fact: a ruleset may read it without the whole view."""
        view = self.shadow(state)
        return None if view is None else view.tokens

    def narrate(self, fact: Fact) -> str:
        """One readable line for a fact."""
        return describe(fact, self.catalog)

    def grounds(self, fact: Fact, earlier: Sequence[Fact]) -> list[int]:
        """The earlier rulings ``fact`` rests on beyond its own resolution, as indexes into
        ``earlier`` (the game's facts before it): the audit links each (a score, to every
        fact that put a card it counts in the pile). None by default."""
        return []

    #: The kinds of fact whose line names what only the state they were recorded in knows
    #: (The Road's companies, by their characters): ``Chronicle.narrate`` tells them by
    #: ``narrate_in``.
    narrated_in_state: frozenset[str] = frozenset()

    def narrate_in(self, fact: Fact, before: S) -> str:
        """The line of ``fact``, of a kind in ``narrated_in_state``, given ``before``, the
        state it was recorded in."""
        return self.narrate(fact)

    def narrate_decision(self, fact: Fact, before: S) -> str:
        """A decision's line, given ``before``, the state it was decided in: its action told
        by the words it was offered with there (its label); one not offered there (a state
        that cannot say) by the words of its id."""
        label = self.action_label(before, str(fact.data.get("action")))
        return narration.decision_line(fact.data, self.catalog, label)

    def action_label(self, state: S, action: str) -> str | None:
        """The words the action ``action`` (an id) is offered with in ``state``; None when it
        is not offered there. A ruleset may find them without listing every legal action."""
        return next((a.label for a in self.actions(state) if a.id == action), None)


_Actions = Callable[[Ruleset[Any], Any], list[Action]]


def _remembering_last(actions: _Actions) -> _Actions:
    """A ruleset's ``actions`` that answers again for the last state it was asked about
    without working the answer out again. Every ruleset's ``actions`` is wrapped so (see
    ``Ruleset.__init_subclass__``): the legal actions are a pure function of the immutable
    state and of the version played, and the automatic player, the chronicle's check of a
    decision's arguments and a ruleset's own check in ``decide`` ask for the same state's one
    after another. The state kept is held, so no other state can take its identity."""
    memo = f"_last_actions_of_{actions.__qualname__}"  # one per method, for super() calls

    @functools.wraps(actions)
    def remembered(self: Ruleset[Any], state: Any) -> list[Action]:
        last = self.__dict__.get(memo)
        if last is not None and last[0] is state and last[1] == self.played:
            return list(last[2])
        found = actions(self, state)
        self.__dict__[memo] = (state, self.played, tuple(found))
        return found

    remembered.remembers_last = True  # type: ignore[attr-defined]
    return remembered


_R = TypeVar("_R", bound="Ruleset[Any]")
_V = TypeVar("_V")


def remembering_last_moves(
        moves: Callable[[_R, Any], dict[str, _V]]) -> Callable[[_R, Any], dict[str, _V]]:
    """A ruleset's method giving the legal moves of a state by action id (the actions with
    what each does), which answers again for the last state it was asked about without
    working the answer out again, as ``actions`` does (:func:`_remembering_last`): where
    ``actions`` and ``decide`` both read the moves, the automatic player's choice and the
    check of the decision ask for the same state's one after another. Each caller gets a
    dict of its own."""
    memo = f"_last_actions_of_{moves.__qualname__}"  # so for_setup drops it too

    @functools.wraps(moves)
    def remembered(self: _R, state: Any) -> dict[str, _V]:
        last = self.__dict__.get(memo)
        if last is not None and last[0] is state and last[1] == self.played:
            return dict(last[2])
        found = moves(self, state)
        self.__dict__[memo] = (state, self.played, dict(found))
        return found

    return remembered


def describe(fact: Fact, catalog: Catalog | None = None) -> str:
    """The generic narration of a fact, used where a ruleset has nothing better: cards named
    (given the catalog) and decks told by their size."""
    if fact.kind == GAME_STARTED:
        return narration.start_line(fact.data, catalog)
    if fact.kind == DICE_ROLLED:
        values = " + ".join(str(v) for v in fact.data["values"])
        return f"Rolled {values} = {fact.data['total']} for {fact.data['purpose']}."
    if fact.kind == DECK_SHUFFLED:
        deck = str(fact.data["deck"]).replace("-", " ")
        return f"Shuffled the {deck} ({len(fact.data['cards'])} cards)."
    if fact.kind == RANDOM_PICKED:
        chosen = narration.summarize(fact.data["chosen"], catalog)
        return f"Picked {chosen} at random for {fact.data['purpose']}."
    if fact.kind == DECISION:
        return narration.decision_line(fact.data, catalog)
    if fact.kind == UNDONE:
        return f"Undid back to version {fact.data['to_version']}."
    if fact.kind == FORKED:
        return f"Forked from game {fact.data['parent']} at version {fact.data['at_version']}."
    details = ", ".join(f"{k}={narration.summarize(v, catalog)}"
                        for k, v in sorted(fact.data.items()))
    return f"{fact.kind}: {details}" if details else fact.kind


@functools.lru_cache(maxsize=1024)  # asked thousands of times a game, of a few versions
def played_since(played: str, version: int) -> bool:
    """Whether a game played at ``played`` (a ruleset version) plays a rule given at
    ``version``: every later rule is gated so that games of earlier versions replay as played."""
    return played.isdigit() and int(played) >= version


def illegal(message: str, clause: str | None = None) -> IllegalAction:
    """Shorthand for a rule refusal."""
    return IllegalAction(message, clause=clause)


RulesetFactory = Callable[["Catalog"], Ruleset[Any]]
_REGISTRY: dict[str, RulesetFactory] = {}


def register(factory: type[Ruleset[Any]]) -> type[Ruleset[Any]]:
    """Class decorator: make a ruleset available by its id."""
    _REGISTRY[factory.id] = factory
    return factory


def ruleset_ids() -> list[str]:
    from domain import rulesets  # noqa: F401  (importing the package registers them)

    return sorted(_REGISTRY)


def listed_ruleset_ids() -> list[str]:
    """The rulesets players are shown: every one but those that test the game model."""
    return [rid for rid in ruleset_ids() if getattr(_REGISTRY[rid], "listed", True)]


def ruleset_class(ruleset_id: str) -> type[Ruleset[Any]]:
    if ruleset_id not in ruleset_ids():
        raise UnknownRuleset(f"There is no ruleset {ruleset_id!r}. Known rulesets: "
                             f"{', '.join(listed_ruleset_ids())}.")
    factory = _REGISTRY[ruleset_id]
    assert isinstance(factory, type)
    return factory


def make_ruleset(ruleset_id: str, catalog: Catalog) -> Ruleset[Any]:
    return ruleset_class(ruleset_id)(catalog)
