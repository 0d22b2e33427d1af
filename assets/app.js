"use strict";
// The page around the canvas: controls, panels, URL, window.coordsim.
// It never simulates: every change asks the frame's WASM to run the engine
// once (coordsimFrame.apply) and shows the view it returns; playback only
// moves the playhead over that recorded run (coordsimFrame.seek).
// Everything from the URL or the engine is shown with textContent, never as HTML.
(() => {
  const $ = (id) => document.getElementById(id);
  const MUTATIONS = ["conflicting-retry", "dedupe-off", "short-retention", "non-atomic-commit", "unguarded-transition"];

  const TEXT = {
    en: {
      title: "Coordination Simulator Lab",
      lead: "A timeout is not proof of failure. Watch a retried order confirmation cross a network partition: the dedupe store answers the duplicate with the first result, and the partition's length decides whether recovery beats the deadline.",
      language: "Language", stageTitle: "Simulation", playback: "Playback",
      stageFrame: "Simulation canvas: client at site A, order service and dedupe store at site B, the network between them",
      play: "Play", pause: "Pause", step: "Step", tick: "Tick", speed: "Speed", settings: "Settings",
      partition: "Partition length (ticks)", deadline: "Recovery deadline (tick)", seed: "Seed",
      retention: "Dedupe retention (ticks, 0 = forever)", mutations: "Break a defense",
      "m-conflicting-retry": "Conflicting retry (same key, different input)",
      "m-dedupe-off": "Dedupe store off",
      "m-short-retention": "Short retention (2 ticks)",
      "m-non-atomic-commit": "Non-atomic commit (crash before the dedupe write)",
      "m-unguarded-transition": "Unguarded transition (no precondition check)",
      scenario: "Scenario", invTitle: "Invariants", holds: "holds", broken: "BROKEN",
      jump: (tick) => `Go to tick ${tick}`,
      jumpLabel: (name, tick) => `Move the playhead to tick ${tick}, where ${name} first broke`,
      users: (n, uncertain) => `What each of the ${n} users is told` + (uncertain ? ` (${uncertain} uncertain)` : ""),
      counts: (c) => `Messages: ${c.messages} · lost: ${c.dropped} · copied by the network: ${c.duplicated} · held by the partition: ${c.buffered} · replayed from the store: ${c.replayed} · crashes: ${c.crashes}`,
      announceScenario: (v) => `Scenario: ${v.title}.`,
      "lg-copy": "second copy made by the network", "lg-lost": "lost message", "lg-down": "service crashed (down)",
      outcomeTitle: "Outcome", share: "Copy share link", shareUrl: "Share link", copied: "Link copied.",
      copyFailed: "Select the link below and copy it.",
      traceTitle: "Trace (delivery order)",
      legend: "Tokens:", "lg-request": "request on its way", "lg-held": "held by the partition", "lg-applied": "applied",
      "lg-replayed": "replayed from the store", "lg-rejected": "rejected", "lg-read": "read",
      traceHint: "One row per trace entry, in the order the service saw them. The logical sequence sits beside each message: delivery order is not logical order.",
      colTick: "Tick", colEvent: "Event", colDelivery: "Delivery", colSeq: "Logical seq", colEffect: "Effect", colResult: "Result",
      loading: "Loading the simulator…",
      frameError: "The simulator could not start: ",
      "recovered-before-deadline": (v) => `The partition heals at tick ${v.recoveryTick}, before the deadline at tick ${v.deadlineTick}.`,
      "recovery-deadline-exceeded": (v) => v.recoveryTick === null
        ? `The partition never heals; the deadline at tick ${v.deadlineTick} passes.`
        : `The partition heals at tick ${v.recoveryTick}, after the deadline at tick ${v.deadlineTick}.`,
      announce: (v) => `Outcome: ${v.outcome}.`,
      invariants: (ok, broken) => broken.length === 0 ? `All ${ok} invariants hold.` : `Broken invariants: ${broken.join(", ")}.`,
      problem: (p) => p.message,
    },
    ja: {
      title: "分散協調シミュレーター",
      lead: "タイムアウトは障害の証明ではありません。注文確定の再送がネットワーク分断を越える様子を見てください。重複排除ストアは重複に最初の結果を返し、分断の長さが復旧が期限に間に合うかを決めます。",
      language: "言語", stageTitle: "シミュレーション", playback: "再生",
      stageFrame: "シミュレーション画面：拠点 A のクライアント、拠点 B の注文サービスと重複排除ストア、その間のネットワーク",
      play: "再生", pause: "一時停止", step: "1 tick 進む", tick: "tick", speed: "速度", settings: "設定",
      partition: "分断の長さ（tick）", deadline: "復旧期限（tick）", seed: "シード",
      retention: "重複排除の保持期間（tick、0 = 無期限）", mutations: "防御を外す",
      "m-conflicting-retry": "矛盾する再送（同じキー、異なる入力）",
      "m-dedupe-off": "重複排除ストアなし",
      "m-short-retention": "短い保持期間（2 tick）",
      "m-non-atomic-commit": "非アトミックなコミット（重複排除の書き込み前にクラッシュ）",
      "m-unguarded-transition": "遷移の前提条件を確認しない",
      scenario: "シナリオ", invTitle: "不変条件", holds: "成立", broken: "破れた",
      jump: (tick) => `tick ${tick} へ移動`,
      jumpLabel: (name, tick) => `${name} が最初に破れた tick ${tick} へ再生位置を移動`,
      users: (n, uncertain) => `${n} 人の利用者に伝えられること` + (uncertain ? `（不確定 ${uncertain} 人）` : ""),
      counts: (c) => `メッセージ: ${c.messages} · 消失: ${c.dropped} · ネットワークによる複製: ${c.duplicated} · 分断で保留: ${c.buffered} · ストアから再送: ${c.replayed} · クラッシュ: ${c.crashes}`,
      announceScenario: (v) => `シナリオ: ${scenarioText(v.params.scenario, "title", v.title)}。`,
      "lg-copy": "ネットワークが作った 2 通目", "lg-lost": "消失したメッセージ", "lg-down": "サービスがクラッシュ（停止中）",
      outcomeTitle: "結果", share: "共有リンクをコピー", shareUrl: "共有リンク", copied: "リンクをコピーしました。",
      copyFailed: "下のリンクを選択してコピーしてください。",
      traceTitle: "トレース（配送順）",
      legend: "メッセージ:", "lg-request": "送信中の要求", "lg-held": "分断で保留", "lg-applied": "適用",
      "lg-replayed": "ストアから再送（replayed）", "lg-rejected": "拒否", "lg-read": "読み取り",
      traceHint: "サービスが受け取った順に 1 行ずつ。各メッセージの横に論理順序を示します。配送順は論理順序と一致しません。",
      colTick: "tick", colEvent: "イベント", colDelivery: "配送", colSeq: "論理順序", colEffect: "効果", colResult: "結果",
      loading: "シミュレーターを読み込み中…",
      frameError: "シミュレーターを開始できません: ",
      "recovered-before-deadline": (v) => `分断は tick ${v.recoveryTick} に解消し、期限の tick ${v.deadlineTick} に間に合いました。`,
      "recovery-deadline-exceeded": (v) => v.recoveryTick === null
        ? `分断は解消せず、期限の tick ${v.deadlineTick} を過ぎました。`
        : `分断は tick ${v.recoveryTick} に解消しましたが、期限の tick ${v.deadlineTick} を過ぎていました。`,
      announce: (v) => `結果: ${v.outcome}。`,
      invariants: (ok, broken) => broken.length === 0 ? `${ok} 個の不変条件がすべて成り立っています。` : `破れた不変条件: ${broken.join("、")}。`,
      problem: (p) => {
        const reason = {
          range: `${p.min} から ${p.max} の整数である必要があります`,
          integer: "0 以上の整数である必要があります",
          choice: "使える値ではありません",
          "unknown-mutation": "不明なミューテーションです",
        }[p.code] || "使えない値です";
        return p.fallback
          ? `URL の ${p.field} の値「${p.value}」は${reason}。代わりに ${p.fallback} を使います。`
          : `URL の ${p.field} の値「${p.value}」は${reason}。無視します。`;
      },
    },
  };

  // Japanese titles and stories of the named scenarios (the engine's are English).
  const SCENARIOS_JA = {
    reference: ["教材の例: 重複・順序の入れ替え・分断（6 イベント）", "再送は分断で保留され、復旧後に重複排除ストアから最初の結果が返されます。分断を期限より長くすると結果が変わります。"],
    "response-lost": ["コミット後に応答が失われる", "確定はコミットされましたが応答が届きません。クライアントはタイムアウトし同じキーで再送し、保存済みの最初の結果を受け取ります。"],
    "request-lost": ["要求が失われる", "最初の確定要求はサービスに届かないため、再送が最初の配送となり遷移を適用します。タイムアウトだけでは応答の消失と区別できません。"],
    "crash-after-commit": ["コミット中にサービスがクラッシュ", "状態を書いた直後にプロセスが落ちます。アトミックなコミットなら重複排除エントリも書かれ再送はそこから応答されます。non-atomic-commit をオンにすると再送は拒否されます（unguarded なら二重適用）。"],
    "late-retry-after-retention": ["保持期間切れの後に届く再送", "応答が失われ、分断が再送を重複排除エントリの保持期間より長く止めます。キーが期限切れなので再送は新しいコマンドとして扱われます。保持期間を 0（無期限）にするとストアから応答されます。"],
    "long-partition-between-sites": ["拠点間の長い分断", "3 つのクライアントが注文を確定・出荷しますが、拠点は期限を過ぎても分断されたままです。メッセージは分断線で待ち、利用者には照合まで結果が不確定と伝えられます。"],
    "random-faults": ["シードによるランダムな障害", "4 つのクライアント、消失や複製のあるリンク、変動する遅延、時折のクラッシュ。すべての障害はシードから決まるので、失敗したシードはそのまま再現できます。"],
  };
  function scenarioText(name, field, fallback) {
    if (lang === "ja" && SCENARIOS_JA[name]) return SCENARIOS_JA[name][field === "title" ? 0 : 1];
    return fallback;
  }

  let frame = null; // the canvas frame's bridge
  let view = null; // the last view the WASM returned
  let lang = "en";
  let t = 0; // playhead, in ticks (continuous)
  let shownTick = -1;
  let playing = false;
  let lastFrameTime = 0;
  let lastOutcome = null;
  const stage = $("stage");
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  const tr = (key) => TEXT[lang][key] ?? TEXT.en[key] ?? key;

  // ---- URL and the WASM -------------------------------------------------

  function queryFromControls(extra = {}) {
    const q = new URLSearchParams();
    const p = Object.assign(currentParams(), extra);
    // A new scenario starts from its own story's knobs, unless given.
    if (extra.scenario !== undefined && view && extra.scenario !== view.params.scenario) {
      for (const k of ["seed", "partition", "deadline", "retention", "t"]) if (!(k in extra)) delete p[k];
    }
    for (const k of ["scenario", "seed", "partition", "deadline", "retention", "mutations", "t", "lang", "embed"]) {
      let v = p[k];
      if (Array.isArray(v)) v = v.join(",");
      if (typeof v === "boolean") v = v ? "1" : "0";
      if (v !== undefined && v !== null) q.set(k, String(v));
    }
    return q.toString();
  }

  function currentParams() {
    if (!view) return {};
    return {
      scenario: view.params.scenario,
      seed: $("seed").value.trim(),
      partition: $("partition").value,
      deadline: $("deadline").value,
      retention: $("retention").value,
      mutations: MUTATIONS.filter((m) => $("m-" + m).checked),
      t: Math.floor(t),
      lang: $("lang").value,
      embed: view.params.embed,
    };
  }

  // apply runs the engine once for query and shows the result.
  function apply(query) {
    const v = JSON.parse(frame.apply(query));
    const before = view;
    view = v;
    lang = v.params.lang;
    t = v.params.t;
    shownTick = -1;
    syncControls(v.params);
    renderLabels();
    renderProblems(v.problems);
    renderOutcome(v);
    renderTrace(v);
    frame.seek(t);
    showTick(true);
    if (before && before.params.scenario !== v.params.scenario) {
      $("announce").textContent = TEXT[lang].announceScenario(v) + " " + TEXT[lang].announce(v);
    }
    return v;
  }

  function setFromControls() {
    if (!frame) return;
    apply(queryFromControls());
  }

  function setScenario() {
    if (!frame) return;
    if (playing) setPlaying(false);
    apply(queryFromControls({ scenario: $("scenario").value }));
  }

  function shareURL() {
    return location.origin + location.pathname + "?" + currentQuery();
  }

  function currentQuery() {
    // The view's canonical query with the playhead's tick.
    return view.query.replace(/(^|&)t=\d+/, `$1t=${Math.floor(t)}`);
  }

  // ---- Rendering ---------------------------------------------------------

  let pickerLang = "";
  function syncControls(p) {
    const picker = $("scenario");
    if (pickerLang !== lang) {
      pickerLang = lang;
      picker.replaceChildren();
      for (const sc of view.scenarios) {
        const o = document.createElement("option");
        o.value = sc.name;
        o.textContent = scenarioText(sc.name, "title", sc.title);
        picker.append(o);
      }
    }
    picker.value = p.scenario;
    $("story").textContent = scenarioText(p.scenario, "story", view.story);
    $("partition").disabled = p.partition === 0;
    $("seed").value = p.seed;
    $("partition").value = p.partition;
    $("partition-out").textContent = String(p.partition);
    $("deadline").value = p.deadline;
    $("retention").value = p.retention;
    for (const m of MUTATIONS) $("m-" + m).checked = p.mutations.includes(m);
    $("lang").value = p.lang;
    document.body.classList.toggle("embed", p.embed);
    $("scrub").max = String(view.endTick);
  }

  let labelledLang = "";
  function renderLabels() {
    if (labelledLang === lang) return; // relabelling costs a style pass; skip it on slider steps
    labelledLang = lang;
    document.documentElement.lang = lang;
    for (const el of document.querySelectorAll("[data-i18n]")) {
      const s = tr(el.dataset.i18n);
      if (typeof s === "string") el.textContent = s;
    }
    for (const el of document.querySelectorAll("[data-i18n-label]")) el.setAttribute("aria-label", tr(el.dataset.i18nLabel));
    for (const el of document.querySelectorAll("[data-i18n-title]")) el.title = tr(el.dataset.i18nTitle);
    $("play").textContent = playing ? tr("pause") : tr("play");
    document.title = tr("title");
  }

  function renderProblems(problems) {
    const box = $("problems");
    box.replaceChildren();
    for (const p of problems) {
      const line = document.createElement("p");
      line.textContent = TEXT[lang].problem(p);
      box.append(line);
    }
    box.hidden = problems.length === 0;
  }

  let usersFor = "";
  function renderOutcome(v) {
    const out = $("outcome");
    out.dataset.outcome = v.outcome;
    out.className = v.outcome;
    const code = document.createElement("strong");
    code.textContent = v.outcome;
    const why = document.createElement("span");
    why.textContent = " " + TEXT[lang][v.outcome](v);
    out.replaceChildren(code, why);

    const uncertain = v.users.filter((u) => u.status === "indefinite");
    $("told").textContent = lang === "ja"
      ? (uncertain.length === 0
        ? "期限までに全員が確定した応答を受け取ります。"
        : `${v.users.length} 件中 ${uncertain.length} 件の利用者は期限までに応答がなく、「uncertain: reconciliation required（不確定：照合が必要）」と伝えられ、復旧後に注文が再確認されます。`)
      : v.told;
    // A long list folds away (until opened) so the invariants stay in view.
    $("users-summary").textContent = TEXT[lang].users(v.users.length, uncertain.length);
    if (usersFor !== v.params.scenario) {
      usersFor = v.params.scenario;
      $("users-box").open = v.users.length <= 4;
    }
    const list = $("users");
    list.replaceChildren();
    for (const u of v.users) {
      const li = document.createElement("li");
      li.className = u.status;
      li.textContent = lang === "ja" ? userJa(u) : u.sentence;
      list.append(li);
    }
    const broken = v.invariants.filter((i) => !i.holds).map((i) => i.name);
    $("invariants").textContent = TEXT[lang].invariants(v.invariants.length, broken);
    $("invariants").classList.toggle("broken", broken.length > 0);
    renderInvariants(v);
    $("counts").textContent = TEXT[lang].counts(v.counts);

    if (lastOutcome !== null && lastOutcome !== v.outcome) {
      $("announce").textContent = TEXT[lang].announce(v) + " " + TEXT[lang][v.outcome](v);
    }
    lastOutcome = v.outcome;
  }

  // renderInvariants lists the verdicts; a broken one says why and offers a
  // button that moves the playhead to where it first broke.
  function renderInvariants(v) {
    const list = $("invariant-list");
    list.replaceChildren();
    for (const inv of v.invariants) {
      const li = document.createElement("li");
      li.className = inv.holds ? "holds" : "broken";
      const verdict = document.createElement("span");
      verdict.className = "verdict";
      verdict.textContent = (inv.holds ? "✓ " : "✗ ") + tr(inv.holds ? "holds" : "broken");
      const name = document.createElement("span");
      name.className = "name";
      name.textContent = " " + inv.name;
      li.append(verdict, name);
      if (!inv.holds) {
        const detail = document.createElement("span");
        detail.className = "detail";
        detail.textContent = inv.detail || "";
        const jump = document.createElement("button");
        jump.type = "button";
        jump.className = "jump";
        jump.dataset.tick = String(inv.tick);
        jump.dataset.row = String(inv.row);
        jump.textContent = TEXT[lang].jump(inv.tick);
        jump.setAttribute("aria-label", TEXT[lang].jumpLabel(inv.name, inv.tick));
        jump.addEventListener("click", () => jumpTo(inv));
        li.append(detail, jump);
      }
      list.append(li);
    }
  }

  function jumpTo(inv) {
    if (!frame) return;
    seekTo(inv.tick);
    const rows = $("trace").tBodies[0].rows;
    for (const r of rows) r.classList.remove("current");
    if (inv.row >= 0 && rows[inv.row]) rows[inv.row].classList.add("current");
  }

  function userJa(u) {
    if (u.status === "indefinite") return `${u.eventId}: 期限までに応答なし。「uncertain: reconciliation required」と表示`;
    if (u.code) return `${u.eventId}: 確定した応答。拒否（${u.code}）、変更なし`;
    return `${u.eventId}: 確定した応答。注文は ${u.state}`;
  }

  function renderTrace(v) {
    const body = $("trace").tBodies[0];
    body.replaceChildren();
    const broken = new Set(v.invariants.filter((inv) => !inv.holds && inv.row >= 0).map((inv) => inv.row));
    v.trace.forEach((r, i) => {
      const row = document.createElement("tr");
      row.dataset.tick = String(r.tick);
      row.className = [r.effect && "effect-" + r.effect, "kind-" + r.kind, r.delivery && "delivery-" + r.delivery,
        broken.has(i) && "violation"].filter(Boolean).join(" ");
      const cells = [String(i + 1), String(r.tick), r.event + (r.kind && r.kind !== "deliver" ? ` (${r.kind})` : ""),
        r.delivery, r.seq === null ? "" : String(r.seq), r.effect, r.result || r.note || ""];
      for (const c of cells) {
        const td = document.createElement("td");
        td.textContent = c;
        row.append(td);
      }
      body.append(row);
    });
  }

  // showTick updates what depends on the whole tick: the scrubber, the
  // URL, future rows of the trace, and the parent page.
  function showTick(force) {
    const tick = Math.floor(t);
    if (tick === shownTick && !force) return;
    shownTick = tick;
    $("scrub").value = String(tick);
    $("tick-out").textContent = `${tick} / ${view.endTick}`;
    $("now").textContent = frame.caption(); // the canvas's caption, as text
    for (const row of $("trace").tBodies[0].rows) row.classList.toggle("future", Number(row.dataset.tick) > tick);
    scheduleURL();
    postState();
  }

  // The address bar follows the view, but a little behind: replaceState
  // costs tens of milliseconds in Chromium, too much for every slider step.
  let urlTimer = 0;
  function scheduleURL() {
    clearTimeout(urlTimer);
    urlTimer = setTimeout(() => {
      history.replaceState(null, "", "?" + currentQuery());
      $("share-url").value = shareURL();
    }, 150);
  }

  // ---- Playback ----------------------------------------------------------

  function setPlaying(on) {
    playing = on;
    $("play").setAttribute("aria-pressed", String(on));
    $("play").textContent = on ? tr("pause") : tr("play");
    if (on) {
      if (t >= view.endTick) t = 0;
      lastFrameTime = performance.now();
      requestAnimationFrame(tickLoop);
    }
    postState();
  }

  function tickLoop(now) {
    if (!playing) return;
    const speed = Number($("speed").value) || 1;
    t = Math.min(view.endTick, t + ((now - lastFrameTime) / 1000) * speed);
    lastFrameTime = now;
    frame.seek(reduceMotion.matches ? Math.floor(t) : t); // whole ticks only, for reduced motion
    showTick(false);
    if (t >= view.endTick) {
      setPlaying(false);
      return;
    }
    requestAnimationFrame(tickLoop);
  }

  function seekTo(tick) {
    if (playing) setPlaying(false);
    t = Math.max(0, Math.min(view.endTick, tick));
    frame.seek(t);
    showTick(false);
  }

  // ---- The public API ----------------------------------------------------

  function state() {
    if (!view) return null;
    return {
      scenario: view.params.scenario,
      title: view.title,
      seed: view.params.seed,
      partition: view.params.partition,
      deadline: view.params.deadline,
      retention: view.params.retention,
      mutations: view.params.mutations.slice(),
      tick: Math.floor(t),
      endTick: view.endTick,
      playing,
      outcome: view.outcome,
      recoveryTick: view.recoveryTick,
      deadlineTick: view.deadlineTick,
      counts: Object.assign({}, view.counts),
      traceSHA256: view.traceSHA256,
      invariants: view.invariants.map((i) => ({ name: i.name, holds: i.holds, tick: i.holds ? null : i.tick })),
      lang,
      embed: view.params.embed,
      problems: view.problems.map((p) => p.message),
      url: shareURL(),
    };
  }

  function postState() {
    if (window.parent !== window && view) {
      // The course page may live on any origin; the state holds nothing private.
      window.parent.postMessage({ type: "coordsim:state", state: state() }, "*");
    }
  }

  const api = {
    ready: false,
    version: "",
    state,
    // set merges params (any of scenario, seed, partition, deadline,
    // retention, mutations, t or tick, lang, embed) into the current ones,
    // re-runs once, and returns the new state. A new scenario starts from
    // its story's seed, partition, deadline and retention unless given.
    set(params) {
      if (!frame) throw new Error("coordsim is not ready yet");
      const p = Object.assign({}, params || {});
      if ("tick" in p && !("t" in p)) p.t = p.tick;
      delete p.tick;
      if (p.embed === undefined) p.embed = view.params.embed;
      apply(queryFromControls(p));
      return state();
    },
  };
  window.coordsim = api;

  // ---- Wiring ------------------------------------------------------------

  function connect() {
    if (frame) return;
    let bridge = null;
    try {
      bridge = stage.contentWindow && stage.contentWindow.coordsimFrame;
    } catch (e) {
      bridge = null;
    }
    if (!bridge) return;
    frame = bridge;
    apply(location.search);
    api.version = view.version;
    api.readyMs = Math.round(performance.now()); // since navigation start
    api.ready = true;
    document.body.classList.add("ready");
    window.dispatchEvent(new CustomEvent("coordsim:ready"));
  }

  window.addEventListener("message", (e) => {
    if (e.source !== stage.contentWindow || e.origin !== location.origin || !e.data) return;
    if (e.data.type === "coordsim:frame-ready") connect();
    if (e.data.type === "coordsim:frame-seek" && frame && Number.isFinite(e.data.t)) seekTo(e.data.t);
    if (e.data.type === "coordsim:frame-error") {
      const box = $("problems");
      const line = document.createElement("p");
      line.textContent = tr("frameError") + String(e.data.message);
      box.append(line);
      box.hidden = false;
    }
  });
  stage.addEventListener("load", connect);

  $("outcome").textContent = tr("loading");
  $("partition").addEventListener("input", () => {
    $("partition-out").textContent = $("partition").value;
    setFromControls();
  });
  for (const id of ["deadline", "seed", "retention", "lang"]) $(id).addEventListener("change", setFromControls);
  $("scenario").addEventListener("change", setScenario);
  for (const m of MUTATIONS) $("m-" + m).addEventListener("change", setFromControls);
  $("play").addEventListener("click", () => frame && setPlaying(!playing));
  $("step").addEventListener("click", () => frame && seekTo(Math.floor(t) + 1));
  $("scrub").addEventListener("input", () => frame && seekTo(Number($("scrub").value)));
  $("share").addEventListener("click", async () => {
    if (!view) return;
    const url = shareURL();
    $("share-url").value = url;
    try {
      await navigator.clipboard.writeText(url);
      $("share-status").textContent = tr("copied");
    } catch (e) {
      $("share-url").select();
      $("share-status").textContent = tr("copyFailed");
    }
  });
  connect();
})();
