// kerf chunk preview: posts the source to /v1/chunk and draws each chunk as a coloured band;
// with "Compare with B", chunks the same text with a second setting and draws both side by side.
'use strict';
(function () {
  const $ = (id) => document.getElementById(id);
  // ChunkOptions' default limit, which the server uses when the page sends none.
  const DEFAULT_MAX_TOKENS = 512;
  // One side per setting: A is always drawn, B only when comparing. Each holds its last answer.
  const sides = [
    { suffix: '', name: 'A', chunks: [], max: DEFAULT_MAX_TOKENS },
    { suffix: '-b', name: 'B', chunks: [], max: DEFAULT_MAX_TOKENS },
  ];
  // fileBom: the file read began with a UTF-8 BOM (kept out of the text, counted in byte offsets).
  // run: the latest run's number, so that an older run's late answer draws nothing.
  const state = { text: '', fileText: null, fileBom: false, pinned: null, comparing: false, run: 0, abort: null };

  fetch('v1/languages').then((r) => r.json()).then((data) => {
    const select = $('language');
    for (const name of data.languages) {
      const o = document.createElement('option');
      o.value = o.textContent = name;
      select.appendChild(o);
    }
  }).catch(() => {});

  // B's choices are A's; ticking "Compare" starts B from A's settings, so one change shows its effect.
  for (const id of ['tokenizer', 'strategy', 'granularity']) $(id + '-b').innerHTML = $(id).innerHTML;
  $('compare').addEventListener('change', () => {
    if ($('compare').checked) {
      for (const id of ['tokenizer', 'max', 'target', 'overlap', 'strategy', 'granularity']) $(id + '-b').value = $(id).value;
      $('header-b').checked = $('header').checked;
    }
    $('settings-b').hidden = !$('compare').checked;
  });

  // A file is sent as it was read: a textarea turns CRLF into LF, which would move every offset
  // and id away from what `kerf chunk` gives for the same file. Editing the text drops the copy.
  // It is read as the CLI reads it: strict UTF-8 (anything else is refused, not repaired with
  // U+FFFD, which would move every byte offset), a BOM no part of the text but counted in bytes.
  function loadFile(file) {
    const reader = new FileReader();
    reader.onload = () => {
      const bytes = new Uint8Array(reader.result);
      let text;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch (e) {
        reset();
        status('invalid_encoding: ' + file.name + ' is not valid UTF-8 text; kerf reads UTF-8 (convert it first, for example with iconv)', true);
        return;
      }
      $('source').value = text;
      state.fileText = text;
      state.fileBom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
      $('path').value = file.name;
      run();
    };
    reader.readAsArrayBuffer(file);
  }
  $('source').addEventListener('input', () => { state.fileText = null; });
  $('file').addEventListener('change', (e) => e.target.files[0] && loadFile(e.target.files[0]));
  const drop = $('drop');
  ['dragenter', 'dragover'].forEach((t) => drop.addEventListener(t, (e) => { e.preventDefault(); drop.classList.add('over'); }));
  ['dragleave', 'drop'].forEach((t) => drop.addEventListener(t, (e) => { e.preventDefault(); drop.classList.remove('over'); }));
  drop.addEventListener('drop', (e) => e.dataTransfer.files[0] && loadFile(e.dataTransfer.files[0]));
  document.addEventListener('dragover', (e) => e.preventDefault());
  document.addEventListener('drop', (e) => { e.preventDefault(); if (e.dataTransfer.files[0]) loadFile(e.dataTransfer.files[0]); });
  $('run').addEventListener('click', run);
  $('download').addEventListener('click', download);

  function status(message, isError) {
    const s = $('status');
    s.textContent = message;
    s.className = isError ? 'error' : '';
  }

  // What the page shows before a chunking, and after one that failed: nothing of an earlier run.
  function reset() {
    for (const side of sides) {
      side.chunks = [];
      $('view' + side.suffix).replaceChildren();
    }
    state.pinned = null;
    $('output').hidden = true;
    $('details').replaceChildren(Object.assign(document.createElement('p'), { textContent: 'Hover or click a chunk.' }));
    $('list').replaceChildren();
  }

  // The options of one side, named as the API (and `kerf chunk`'s flags) name them.
  function options(suffix) {
    const o = {
      tokenizer: $('tokenizer' + suffix).value,
      granularity: $('granularity' + suffix).value,
      strategy: $('strategy' + suffix).value,
      context_header: $('header' + suffix).checked,
    };
    // A number left empty is kerf's own default (the target follows the limit and the overlap).
    for (const [id, key] of [['max', 'max_tokens'], ['overlap', 'overlap'], ['target', 'target_tokens']]) {
      if ($(id + suffix).value.trim() !== '') o[key] = Number($(id + suffix).value);
    }
    return o;
  }

  async function chunk(text, opts, bom, signal) {
    const body = { content: text, options: opts };
    if ($('path').value) body.path = $('path').value;
    if ($('language').value) body.language = $('language').value;
    if (bom) body.bom = true;
    const response = await fetch('v1/chunk', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal });
    const data = await response.json();
    if (!response.ok) throw new Error(data.error + ': ' + data.message);
    return data.chunks;
  }

  async function run() {
    // The file as read, as long as the textarea still shows it (only its line breaks normalised).
    const typed = $('source').value;
    const asRead = state.fileText !== null && state.fileText.replace(/\r\n?/g, '\n') === typed;
    const text = asRead ? state.fileText : typed;
    const comparing = $('compare').checked;
    const used = comparing ? sides : sides.slice(0, 1);
    const settings = used.map((side) => options(side.suffix));
    // Only the latest run draws: an earlier one still under way is cancelled, and its answer,
    // should it come all the same, is dropped (a large file's chunks drawn over a newer text's).
    if (state.abort) state.abort.abort();
    const abort = new AbortController();
    state.abort = abort;
    const mine = ++state.run;
    status('Chunking…');
    reset();
    const started = performance.now();
    let answers;
    try {
      answers = await Promise.all(settings.map((o, k) => chunk(text, o, asRead && state.fileBom, abort.signal).catch((e) => {
        throw e.name === 'AbortError' ? e : new Error((comparing ? used[k].name + ': ' : '') + e.message);
      })));
    } catch (e) {
      if (mine !== state.run) return;
      status(e instanceof TypeError ? 'The server did not answer: ' + e : e.message, true);
      return;
    }
    if (mine !== state.run) return;
    state.text = text;
    state.comparing = comparing;
    // An empty "Max tokens" sends none: the server then used kerf's default limit.
    used.forEach((side, k) => { side.chunks = answers[k]; side.max = settings[k].max_tokens ?? DEFAULT_MAX_TOKENS; });
    $('panes').classList.toggle('compare', comparing);
    $('result-b').hidden = !comparing;
    $('output').hidden = false;
    used.forEach((side, k) => draw(k));
    drawList();
    const ms = Math.round(performance.now() - started);
    status(comparing ? 'A: ' + answers[0].length + ' chunks, B: ' + answers[1].length + ' chunks in ' + ms + ' ms'
      : answers[0].length + ' chunks in ' + ms + ' ms');
  }

  // The text is cut at every chunk start and end; each piece takes the colour of the last chunk
  // that starts at or before it, and pieces inside two chunks (overlap) are striped.
  function draw(s) {
    const side = sides[s];
    const { chunks } = side;
    const text = state.text;
    // Which language and structure were used: with no path, the server detects them from the text.
    const used = [...new Set(chunks.map((c) => c.language + ', ' + c.strategy))].join('; ');
    $('count' + side.suffix).textContent = (state.comparing ? side.name + ': ' : '') + chunks.length + (chunks.length === 1 ? ' chunk' : ' chunks')
      + (used ? ' (' + used + ')' : '');
    // A lone CR ends a line for kerf but not for CSS: drawn as a line break (same length, so
    // every offset holds).
    const shown = text.replace(/\r(?!\n)/g, '\n');
    const cuts = new Set([0, text.length]);
    for (const c of chunks) { cuts.add(c.char_start); cuts.add(c.char_end); }
    const points = [...cuts].sort((a, b) => a - b);
    const fragment = document.createDocumentFragment();
    let owner = -1;
    let next = 0;
    for (let p = 0; p + 1 < points.length; p++) {
      const from = points[p];
      const to = points[p + 1];
      while (next < chunks.length && chunks[next].char_start <= from) { owner = next; next++; }
      const piece = shown.slice(from, to);
      if (owner < 0 || chunks[owner].char_end <= from) {
        fragment.appendChild(document.createTextNode(piece));
        continue;
      }
      if (from === chunks[owner].char_start) {
        // The cut: a rule across the view where a chunk begins at a line start, else a bar in the line.
        const cut = document.createElement('span');
        const atLineStart = from === 0 || text[from - 1] === '\n' || text[from - 1] === '\r';
        cut.className = atLineStart ? 'cut rule' : 'cut bar';
        cut.title = 'chunk #' + owner + ' begins';
        fragment.appendChild(cut);
      }
      const span = document.createElement('span');
      span.textContent = piece;
      span.dataset.i = owner;
      span.dataset.side = s;
      span.className = 'band c' + (owner % 6);
      if (owner > 0 && chunks[owner - 1].char_end > from) span.className += ' overlap';
      fragment.appendChild(span);
    }
    $('view' + side.suffix).replaceChildren(fragment);
    drawHistogram(side);
  }

  // The list of A's chunks (hidden while comparing: the two views and the details say enough).
  function drawList() {
    const side = sides[0];
    const fragment = document.createDocumentFragment();
    side.chunks.forEach((c, i) => {
      const li = document.createElement('li');
      li.className = 'chunk c' + (i % 6);
      li.dataset.i = i;
      li.dataset.side = 0;
      const share = Math.min(100, (100 * c.token_count) / side.max);
      li.innerHTML = '<strong>#' + i + '</strong> lines ' + c.start_line + '–' + c.end_line + ', ' + c.token_count + ' / ' + side.max
        + ' tokens<div class="meter"><span style="width:' + share.toFixed(1) + '%"></span></div>';
      fragment.appendChild(li);
    });
    $('list').replaceChildren(fragment);
  }

  function drawHistogram(side) {
    const svg = $('histogram' + side.suffix);
    const bins = 16;
    const counts = new Array(bins).fill(0);
    for (const c of side.chunks) counts[Math.min(bins - 1, Math.floor((c.token_count / side.max) * bins))]++;
    const most = Math.max(1, ...counts);
    const w = 320 / bins;
    let out = '';
    counts.forEach((n, i) => {
      const h = (50 * n) / most;
      out += '<rect x="' + (i * w + 1) + '" y="' + (55 - h) + '" width="' + (w - 2) + '" height="' + h + '"><title>' + n + ' chunks</title></rect>';
    });
    out += '<line x1="319" y1="0" x2="319" y2="55"><title>max tokens</title></line>';
    out += '<line class="axis" x1="0" y1="55.5" x2="320" y2="55.5"></line>';
    out += '<text x="0" y="68">0</text><text x="160" y="68" text-anchor="middle">tokens per chunk</text>'
      + '<text x="320" y="68" text-anchor="end">' + side.max + '</text>';
    out += '<text x="2" y="9">' + most + ' chunks</text>';
    svg.innerHTML = out;
  }

  function show(s, i) {
    const side = sides[s];
    const c = side.chunks[i];
    if (!c) return;
    document.querySelectorAll('.selected').forEach((e) => e.classList.remove('selected'));
    document.querySelectorAll('[data-side="' + s + '"][data-i="' + i + '"]').forEach((e) => e.classList.add('selected'));
    const m = c.metadata || {};
    const rows = [
      ['chunk', '#' + i], ['setting', state.comparing ? side.name : ''], ['strategy', c.strategy], ['language', c.language],
      ['lines', c.start_line + '–' + c.end_line], ['chars', c.char_start + '–' + c.char_end], ['bytes', c.byte_start + '–' + c.byte_end],
      ['tokens', c.token_count + ' of ' + side.max], ['classification', m.classification], ['name', m.name],
      ['scope', Array.isArray(m.scope) ? m.scope.join(' > ') : m.scope],
      ['headings', Array.isArray(m.headings) ? m.headings.join(' > ') : m.headings], ['id', c.id],
    ];
    const dl = document.createElement('dl');
    for (const [k, v] of rows) {
      if (v === undefined || v === null || v === '') continue;
      const dt = document.createElement('dt');
      dt.textContent = k;
      const dd = document.createElement('dd');
      dd.textContent = v;
      dl.append(dt, dd);
    }
    const parts = [dl];
    if (c.contextual_text) {
      // What an embedding model is given when the context header is on.
      const ctx = document.createElement('details');
      ctx.open = true;
      ctx.innerHTML = '<summary>contextual text (' + c.contextual_token_count + ' tokens)</summary>';
      const text = document.createElement('pre');
      text.textContent = c.contextual_text;
      ctx.appendChild(text);
      parts.push(ctx);
    }
    const more = document.createElement('details');
    more.innerHTML = '<summary>all metadata</summary>';
    const pre = document.createElement('pre');
    pre.textContent = JSON.stringify(m, null, 2);
    more.appendChild(pre);
    parts.push(more);
    $('details').replaceChildren(...parts);
  }
  // Hovering previews a chunk; a click pins it, so that the scroll a click causes (or any later
  // hover) does not replace it. Clicking the pinned chunk again, or Escape, unpins.
  for (const id of ['view', 'view-b', 'list']) {
    const el = $(id);
    el.addEventListener('mouseover', (e) => {
      const t = e.target.closest('[data-i]');
      if (t && state.pinned === null) show(Number(t.dataset.side), Number(t.dataset.i));
    });
    el.addEventListener('click', (e) => {
      const t = e.target.closest('[data-i]');
      if (!t) return;
      const s = Number(t.dataset.side);
      const i = Number(t.dataset.i);
      const again = state.pinned !== null && state.pinned.side === s && state.pinned.i === i;
      state.pinned = again ? null : { side: s, i };
      show(s, i);
      const band = document.querySelector('#view [data-i="' + i + '"]');
      if (id === 'list' && band) band.scrollIntoView({ block: 'center' });
    });
  }
  document.addEventListener('keydown', (e) => { if (e.key === 'Escape') state.pinned = null; });

  // Downloads A's chunks (B's too, as a second file, when comparing).
  function download() {
    const shown = state.comparing ? sides : sides.slice(0, 1);
    for (const side of shown) {
      const lines = side.chunks.map((c) => JSON.stringify(c)).join('\n') + '\n';
      const url = URL.createObjectURL(new Blob([lines], { type: 'application/x-ndjson' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = ($('path').value || 'chunks') + (state.comparing ? '.' + side.name : '') + '.jsonl';
      a.click();
      URL.revokeObjectURL(url);
    }
  }
})();
