(*{{{ Copyright (c) 2014 Andy Ray
 * Copyright (c) 2014 Anil Madhavapeddy <anil@recoil.org>
 *
 * Permission to use, copy, modify, and distribute this software for any
 * purpose with or without fee is hereby granted, provided that the above
 * copyright notice and this permission notice appear in all copies.
 *
 * THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES
 * WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF
 * MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHOR BE LIABLE FOR
 * ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES
 * WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN
 * ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF
 * OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE.
 *
  }}}*)

type 'a t = 'a Lwt.t

let return = Lwt.return
let ( >>= ) = Lwt.bind

module Sio = Cohttp.Private.String_io

type ic = Sio.M.ic
type oc = Sio.M.oc
type conn = Sio.M.conn

let refill ic = return (Sio.M.refill ic)
let with_input_buffer ic ~f = Sio.M.with_input_buffer ic ~f
let read_line ic = return (Sio.M.read_line ic)
let read ic n = return (Sio.M.read ic n)
let write oc str = return (Sio.M.write oc str)
let flush oc = return (Sio.M.flush oc)
