// kerf chunk preview: posts the source to /v1/chunk and draws each chunk as a coloured band.
'use strict';
(function () {
  const $ = (id) => document.getElementById(id);
  const state = { chunks: [], text: '', max: 512, fileText: null, pinned: -1 };

  fetch('v1/languages').then((r) => r.json()).then((data) => {
    const select = $('language');
    for (const name of data.languages) {
      const o = document.createElement('option');
      o.value = o.textContent = name;
      select.appendChild(o);
    }
  }).catch(() => {});

  // A file is sent as it was read: a textarea turns CRLF into LF, which would move every offset
  // and id away from what `kerf chunk` gives for the same file. Editing the text drops the copy.
  function loadFile(file) {
    const reader = new FileReader();
    reader.onload = () => {
      $('source').value = reader.result;
      state.fileText = reader.result;
      $('path').value = file.name;
      run();
    };
    reader.readAsText(file);
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
    state.chunks = [];
    state.pinned = -1;
    $('output').hidden = true;
    $('details').replaceChildren(Object.assign(document.createElement('p'), { textContent: 'Hover or click a chunk.' }));
    $('list').replaceChildren();
    $('view').replaceChildren();
  }

  async function run() {
    // The file as read, as long as the textarea still shows it (only its line breaks normalised).
    const typed = $('source').value;
    const text = state.fileText !== null && state.fileText.replace(/\r\n?/g, '\n') === typed ? state.fileText : typed;
    const options = {
      tokenizer: $('tokenizer').value,
      max_tokens: Number($('max').value),
      overlap: Number($('overlap').value),
      granularity: $('granularity').value,
      strategy: $('strategy').value,
    };
    const body = { content: text, options };
    if ($('path').value) body.path = $('path').value;
    if ($('language').value) body.language = $('language').value;
    status('Chunking…');
    reset();
    const started = performance.now();
    let data;
    try {
      const response = await fetch('v1/chunk', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      data = await response.json();
      if (!response.ok) {
        status(data.error + ': ' + data.message, true);
        return;
      }
    } catch (e) {
      status('The server did not answer: ' + e, true);
      return;
    }
    state.chunks = data.chunks;
    state.text = text;
    state.max = options.max_tokens;
    draw();
    status(data.chunks.length + ' chunks in ' + Math.round(performance.now() - started) + ' ms');
  }

  // The text is cut at every chunk start and end; each piece takes the colour of the last chunk
  // that starts at or before it, and pieces inside two chunks (overlap) are striped.
  function draw() {
    const { chunks, text } = state;
    $('output').hidden = false;
    // Which language and structure were used: with no path, the server detects them from the text.
    const used = [...new Set(chunks.map((c) => c.language + ', ' + c.strategy))].join('; ');
    $('count').textContent = chunks.length + ' chunks' + (used ? ' (' + used + ')' : '');
    const cuts = new Set([0, text.length]);
    for (const c of chunks) { cuts.add(c.char_start); cuts.add(c.char_end); }
    const points = [...cuts].sort((a, b) => a - b);
    const view = $('view');
    const fragment = document.createDocumentFragment();
    let owner = -1;
    let next = 0;
    for (let p = 0; p + 1 < points.length; p++) {
      const from = points[p];
      const to = points[p + 1];
      while (next < chunks.length && chunks[next].char_start <= from) { owner = next; next++; }
      const piece = text.slice(from, to);
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
      span.className = 'band c' + (owner % 6);
      if (owner > 0 && chunks[owner - 1].char_end > from) span.className += ' overlap';
      fragment.appendChild(span);
    }
    view.replaceChildren(fragment);
    drawList();
    drawHistogram();
  }

  function drawList() {
    const list = $('list');
    const fragment = document.createDocumentFragment();
    state.chunks.forEach((c, i) => {
      const li = document.createElement('li');
      li.className = 'chunk c' + (i % 6);
      li.dataset.i = i;
      const share = Math.min(100, (100 * c.token_count) / state.max);
      li.innerHTML = '<strong>#' + i + '</strong> lines ' + c.start_line + '–' + c.end_line + ', ' + c.token_count + ' / ' + state.max
        + ' tokens<div class="meter"><span style="width:' + share.toFixed(1) + '%"></span></div>';
      fragment.appendChild(li);
    });
    list.replaceChildren(fragment);
  }

  function drawHistogram() {
    const svg = $('histogram');
    const bins = 16;
    const counts = new Array(bins).fill(0);
    for (const c of state.chunks) counts[Math.min(bins - 1, Math.floor((c.token_count / state.max) * bins))]++;
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
      + '<text x="320" y="68" text-anchor="end">' + state.max + '</text>';
    out += '<text x="2" y="9">' + most + ' chunks</text>';
    svg.innerHTML = out;
  }

  function show(i) {
    const c = state.chunks[i];
    if (!c) return;
    document.querySelectorAll('.selected').forEach((e) => e.classList.remove('selected'));
    document.querySelectorAll('[data-i="' + i + '"]').forEach((e) => e.classList.add('selected'));
    const m = c.metadata || {};
    const rows = [
      ['chunk', '#' + i], ['strategy', c.strategy], ['language', c.language], ['lines', c.start_line + '–' + c.end_line],
      ['chars', c.char_start + '–' + c.char_end], ['bytes', c.byte_start + '–' + c.byte_end],
      ['tokens', c.token_count + ' of ' + state.max], ['classification', m.classification], ['name', m.name],
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
  for (const id of ['view', 'list']) {
    const el = $(id);
    el.addEventListener('mouseover', (e) => {
      const t = e.target.closest('[data-i]');
      if (t && state.pinned < 0) show(Number(t.dataset.i));
    });
    el.addEventListener('click', (e) => {
      const t = e.target.closest('[data-i]');
      if (!t) return;
      const i = Number(t.dataset.i);
      state.pinned = state.pinned === i ? -1 : i;
      show(i);
      const band = document.querySelector('#view [data-i="' + i + '"]');
      if (id === 'list' && band) band.scrollIntoView({ block: 'center' });
    });
  }
  document.addEventListener('keydown', (e) => { if (e.key === 'Escape') state.pinned = -1; });

  function download() {
    const lines = state.chunks.map((c) => JSON.stringify(c)).join('\n') + '\n';
    const url = URL.createObjectURL(new Blob([lines], { type: 'application/x-ndjson' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = ($('path').value || 'chunks') + '.jsonl';
    a.click();
    URL.revokeObjectURL(url);
  }
})();
