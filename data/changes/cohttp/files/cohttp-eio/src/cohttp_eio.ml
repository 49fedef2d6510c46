module Body = Body
module Client = Client
module Server = Server

module Private = struct
  module IO = Io.IO
end

let src = Utils.src
