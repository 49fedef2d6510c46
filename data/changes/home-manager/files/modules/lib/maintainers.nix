# Home Manager maintainers.
#
# This attribute set contains Home Manager module maintainers that do
# not have an entry in the Nixpkgs maintainer list [1]. Entries here
# are expected to follow the same format as described in [1].
#
# [1] https://github.com/NixOS/nixpkgs/blob/737449404589e4a80b3fa99ecbc6d4d803c1f6dc/maintainers/maintainer-list.nix#LC1
{
  # keep-sorted start case=no numeric=no block=yes
  _3ulalia = {
    name = "Eulalia del Sol";
    email = "3ulalia@proton.me";
    github = "3ulalia";
    githubId = 179992797;
  };
  _9p4 = {
    name = "9p4";
    email = "vcs@ersei.net";
    github = "9p4";
    githubId = 17993169;
  };
  aabccd021 = {
    name = "Muhamad Abdurahman";
    email = "aabccd021@gmail.com";
    github = "aabccd021";
    githubId = 33031950;
  };
  abayomi185 = {
    name = "Yomi";
    email = "yomi+nix@yomitosh.com";
    github = "abayomi185";
    githubId = 21103047;
  };
  Aehmlo = {
    name = "Alex";
    email = "1622250+Aehmlo@users.noreply.github.com";
    github = "Aehmlo";
    githubId = 1622250;
  };
  afresquet = {
    name = "Alvaro Fresquet";
    email = "alvarofresquet@gmail.com";
    github = "afresquet";
    githubId = 29437693;
  };
  aguirre-matteo = {
    name = "aguirre-matteo";
    email = "aguirre.matteo@proton.me";
    github = "aguirre-matteo";
    githubId = 158215792;
  };
  aheaume = {
    name = "aheaume";
    email = "aheaume@users.noreply.github.com";
    github = "aheaume";
    githubId = 13830042;
  };
  austreelis = {
    email = "github@accounts.austreelis.net";
    github = "Austreelis";
    githubId = 56743515;
    name = "Morgane Austreelis";
  };
  Avimitin = {
    name = "Avimitin";
    email = "dev@avimit.in";
    github = "Avimitin";
    githubId = 30021675;
  };
  bamhm182 = {
    name = "bamhm182";
    email = "bamhm182@gmail.com";
    github = "bamhm182";
    githubId = 920269;
  };
  bikku = {
    name = "Bikku";
    email = "bikku+dev@slmail.me";
    github = "b1kku";
    githubId = 77858854;
  };
  bittner = {
    name = "Peter Bittner";
    email = "peter@painless.software";
    github = "bittner";
    githubId = 665072;
  };
  bjpbakker = {
    email = "bart@thesoftwarecraft.com";
    github = "bjpbakker";
    githubId = 605641;
    name = "Bart Bakker";
  };
  blmhemu = {
    name = "blmhemu";
    email = "19410501+blmhemu@users.noreply.github.com";
    github = "blmhemu";
    githubId = 19410501;
  };
  CarlosLoboxyz = {
    name = "Carlos Lobo";
    email = "86011416+CarlosLoboxyz@users.noreply.github.com";
    github = "CarlosLoboxyz";
    githubId = 86011416;
  };
  csanthiago = {
    name = "csanthiago";
    email = "git@csanthiago.dev";
    github = "csanthiago";
    githubId = 8346803;
  };
  d-dervishi = {
    email = "david.dervishi@epfl.ch";
    github = "d-dervishi";
    githubId = 61125355;
    name = "David Dervishi";
    keys = [
      {
        longKeyId = "rsa4096/0xB1C012F0E7697195";
        fingerprint = "4C92 E3B0 21B5 5562 A1E0  CE3D B1C0 12F0 E769 7195";
      }
    ];
  };
  danjujan = {
    name = "Jan Schmitz";
    email = "44864658+danjujan@users.noreply.github.com";
    github = "danjujan";
    githubId = 44864658;
  };
  Dines97 = {
    name = "Denis Kaynar";
    email = "19364873+Dines97@users.noreply.github.com";
    github = "Dines97";
    githubId = 19364873;
  };
  dosten = {
    name = "Diego Saint Esteben";
    email = "diego@saintesteben.me";
    github = "dosten";
    githubId = 510842;
  };
  dsoverlord = {
    name = "Kirill Zakharov";
    email = "dsoverlord@vk.com";
    github = "dsoverlord";
    githubId = 78819443;
  };
  dsqr = {
    name = "Dave Dennis";
    email = "me@dsqr.dev";
    github = "0xdsqr";
    githubId = 99584622;
  };
  dwagenk = {
    email = "dwagenk@mailbox.org";
    github = "dwagenk";
    githubId = 32838899;
    name = "Daniel Wagenknecht";
  };
  elanora96 = {
    name = "Elanora Manson";
    email = "git@elanora.lol";
    github = "elanora96";
    githubId = 27848938;
  };
  epixtm = {
    name = "Epix";
    email = "kami@epix.icu";
    github = "epixtm";
    githubId = 168025607;
  };
  ErinaYip = {
    name = "erina";
    email = "erinayip@outlook.com";
    github = "ErinaYip";
    githubId = 227132255;
  };
  exzombie = {
    name = "Jure Varlec";
    email = "jure@varlec.si";
    github = "exzombie";
    githubId = 11456290;
  };
  farberbrodsky = {
    name = "Michael Farber Brodsky";
    email = "misha@farberbrodsky.com";
    github = "farberbrodsky";
    githubId = 36243759;
  };
  fendse = {
    email = "46252070+Fendse@users.noreply.github.com";
    github = "Fendse";
    githubId = 46252070;
    name = "Sara Johnsson";
  };
  florpe = {
    email = "jens.krewald@gmail.com";
    github = "florpe";
    githubId = 53856373;
    name = "Jens Krewald";
  };
  folliehiyuki = {
    name = "Hoang Nguyen";
    email = "folliekazetani@protonmail.com";
    github = "folliehiyuki";
    githubId = 67634026;
  };
  fpob = {
    name = "Filip Pobořil";
    email = "fpob@proton.me";
    github = "fpob";
    githubId = 6289078;
  };
  garklein = {
    name = "Garklein";
    email = "garklein97@gmail.com";
    github = "garklein";
    githubId = 63201615;
  };
  gauthsvenkat = {
    email = "gauthsvenkat+home-manager@gmail.com";
    github = "gauthsvenkat";
    githubId = 26820345;
  };
  glmlm = {
    email = "91877885+glmlm@users.noreply.github.com";
    github = "glmlm";
    githubId = 91877885;
  };
  henrisota = {
    email = "henrisota@users.noreply.github.com";
    github = "henrisota";
    githubId = 56848082;
    name = "Henri Sota";
  };
  HPsaucii = {
    name = "Holly Powell";
    email = "me@hpsaucii.dev";
    github = "HPsaucii";
    githubId = 126502193;
    keys = [
      {
        longkeyid = "rsa4096/0xEDB2C634166AE6AD";
        fingerprint = "AD32 73D4 5E0E 9478 E826  543F EDB2 C634 166A E6AD";
      }
    ];
  };
  isaacST08 = {
    name = "Isaac Shiells Thomas";
    email = "isaacst.nix@proton.me";
    github = "isaacST08";
    githubId = 106057977;
  };
  jack5079 = {
    name = "Jack W.";
    email = "nix@jack.cab";
    github = "jack5079";
    githubId = 29169102;
  };
  janik = {
    name = "Janik";
    email = "janik@aq0.de";
    matrix = "@janik0:matrix.org";
    github = "Janik-Haag";
    githubId = 80165193;
  };
  joker9944 = {
    name = "Felix von Arx";
    email = "github@shroud.mozmail.com";
    github = "Joker9944";
    githubId = 9194199;
  };
  jonringer = {
    email = "jonringer117@gmail.com";
    matrix = "@jonringer:matrix.org";
    github = "jonringer";
    githubId = 7673602;
    name = "Jonathan Ringer";
  };
  joygnu = {
    name = "joygnu";
    email = "contact@joygnu.org";
    github = "joygnu";
    githubId = 152063003;
  };
  jrobsonchase = {
    email = "josh@robsonchase.com";
    github = "jrobsonchase";
    githubId = 1553581;
    name = "Josh Robson Chase";
  };
  jtrrll = {
    email = "jacksonterrill3@gmail.com";
    github = "jtrrll";
    githubId = 77407057;
    name = "Jackson Terrill";
  };
  kaleo = {
    name = "Kaleo Cheng";
    email = "kaleocheng@gmail.com";
    github = "kaleocheng";
    githubId = 7939352;
  };
  kalhauge = {
    name = "Christian Gram Kalhauge";
    email = "kalhauge@users.noreply.github.com";
    github = "kalhauge";
    githubId = 1182166;
  };
  kayskayskays = {
    name = "Kays";
    email = "115312476+kayskayskays@users.noreply.github.com";
    github = "kayskayskays";
    githubId = 115312476;
  };
  kmaasrud = {
    name = "Knut Magnus Aasrud";
    email = "km@aasrud.com";
    github = "kmaasrud";
    githubId = 54394333;
  };
  Kyure-A = {
    name = "Kyure_A";
    email = "49436968+Kyure-A@users.noreply.github.com";
    github = "Kyure-A";
    githubId = 49436968;
  };
  LesVu = {
    name = "John Ferse";
    email = "lesvu@ingressland.com";
    github = "LesVu";
    githubId = 66196443;
  };
  lheckemann = {
    name = "Linus Heckemann";
    email = "git@sphalerite.org";
    github = "lheckemann";
    githubId = 341954;
  };
  libewa = {
    email = "libewa-git@icloud.com";
    github = "libewa";
    githubId = 67926131;
  };
  lilyinstarlight = {
    email = "lily@lily.flowers";
    matrix = "@lily:lily.flowers";
    github = "lilyinstarlight";
    githubId = 298109;
    name = "Lily Foster";
  };
  lowlevl = {
    name = "maya_t";
    email = "lowlevl@users.noreply.github.com";
    github = "lowlevl";
    githubId = 15341887;
  };
  LucasWagler = {
    name = "Lucas Wagler";
    email = "lucas@wagler.dev";
    github = "LucasWagler";
    githubId = 32136449;
  };
  lukasngl = {
    name = "Lukas Nagel";
    email = "69244516+lukasngl@users.noreply.github.com";
    github = "lukasngl";
    githubId = 69244516;
  };
  lunahd = {
    name = "Miku B";
    email = "lunab08@proton.me";
    github = "miku4k";
    githubId = 89653242;
  };
  mager = {
    email = "andreas@mager.eu";
    github = "AndreasMager";
    githubId = 5646732;
    name = "Andreas Mager";
  };
  mainrs = {
    name = "mainrs";
    email = "5113257+mainrs@users.noreply.github.com";
    github = "mainrs";
    githubId = 5113257;
  };
  mforster = {
    name = "Michael Forster";
    email = "email@michael-forster.de";
    github = "MForster";
    githubId = 4067975;
  };
  mifom = {
    name = "mifom";
    email = "mifom@users.noreply.github.com";
    github = "mifom";
    githubId = 23462908;
  };
  mikilio = {
    name = "mikilio";
    email = "official.mikilio+dev@gmail.com";
    github = "mikilio";
    githubId = 86004375;
  };
  mipmip = {
    name = "Pim Snel";
    email = "post@pimsnel.com";
    github = "mipmip";
    githubId = 658612;
  };
  msfjarvis = {
    email = "me@msfjarvis.dev";
    github = "msfjarvis";
    githubId = 13348378;
    name = "Harsh Shandilya";
    keys = [
      {
        longkeyid = "rsa4096/0xB7843F823355E9B9";
        fingerprint = "8F87 050B 0F9C B841 1515  7399 B784 3F82 3355 E9B9";
      }
    ];
  };
  msyds = {
    name = "Madeleine Sydney Ślaga";
    email = "65362461+msyds@users.noreply.github.com";
    github = "msyds";
    githubId = 65362461;
  };
  munsman = {
    name = "Hendrik Munske";
    email = "munsman.github@gmail.com";
    github = "munsman";
    githubId = 48153666;
  };
  NateCox = {
    name = "Nate Cox";
    email = "nate@natecox.dev";
    github = "natecox";
    githubId = 2782695;
  };
  NitroSniper = {
    name = "Nitro Sniper";
    email = "nitro@ortin.dev";
    github = "NitroSniper";
    githubId = 44097331;
  };
  olmokramer = {
    name = "Olmo Kramer";
    email = "olmokramer@users.noreply.github.com";
    github = "olmokramer";
    githubId = 3612514;
  };
  oneorseveralcats = {
    name = "oneorseveralcats";
    github = "oneorseveralcats";
    githubId = 170012754;
  };
  owm111 = {
    email = "7798336+owm111@users.noreply.github.com";
    name = "Owen McGrath";
    github = "owm111";
    githubId = 7798336;
  };
  pedorich-n = {
    name = "Mykyta Pedorich";
    email = "pedorich.n@gmail.com";
    github = "pedorich-n";
    githubId = 15573098;
  };
  philip-730 = {
    name = "Philip Amendolia";
    email = "philip.amendolia@gmail.com";
    github = "philip-730";
    githubId = 116534928;
  };
  pltanton = {
    name = "pltanton";
    email = "plotnikovanton@gmail.com";
    github = "pltanton";
    githubId = 4561823;
  };
  poseidon-rises = {
    name = "poseidon-rises";
    email = "softwaredevelopment.stingray177@passinbox.com";
    github = "poseidon-rises";
    githubId = 179542264;
  };
  prescientmoon = {
    name = "prescientmoon";
    email = "git@moonythm.dev";
    github = "prescientmoon";
    githubId = 39400800;
  };
  rasmus-kirk = {
    name = "Rasmus Kirk";
    email = "mail@rasmuskirk.com";
    github = "rasmus-kirk";
    githubId = 57323869;
  };
  rcerc = {
    name = "rcerc";
    email = "88944439+rcerc@users.noreply.github.com";
    github = "rcerc";
    githubId = 88944439;
    keys = [
      {
        longkeyid = "ed25519/0x3F98EC7EC2B87ED1";
        fingerprint = "D5D6 FD1F 0D9A 3284 FB9B  C26D 3F98 EC7E C2B8 7ED1";
      }
    ];
  };
  reesilva = {
    name = "Renato da Silva";
    email = "reesilva@proton.me";
    github = "ReeSilva";
    githubId = 3605032;
  };
  rosuavio = {
    name = "Rosario Pulella";
    email = "RosarioPulella@gmail.com";
    github = "Rosuavio";
    githubId = 7164552;
  };
  rszamszur = {
    name = "Radosław Szamszur";
    email = "radoslawszamszur@gmail.com";
    github = "rszamszur";
    githubId = 10353018;
  };
  silmarp = {
    name = "Silmar Pereira da Silva Junior";
    email = "silmarjr2@gmail.com";
    github = "silmarp";
    githubId = 67292496;
  };
  soracat = {
    name = "soracat";
    email = "125882337+s0racat@users.noreply.github.com";
    github = "s0racat";
    githubId = 125882337;
  };
  SunOfLife1 = {
    name = "SunOfLife1";
    github = "SunOfLife1";
    githubId = 30405063;
  };
  superflash41 = {
    name = "Saymon Nicho";
    email = "saymon.nicho@pucp.edu.pe";
    github = "superflash41";
    githubId = 102434258;
  };
  vidhanio = {
    name = "Vidhan Bhatt";
    email = "me@vidhan.io";
    github = "vidhanio";
    githubId = 41439633;
  };
  will-lol = {
    name = "William Bradshaw";
    email = "will.bradshaw50@gmail.com";
    github = "will-lol";
    githubId = 65345408;
  };
  zorrobert = {
    name = "zorrobert";
    email = "118135271+zorrobert@users.noreply.github.com";
    github = "zorrobert";
    githubId = 118135271;
  };
  # keep-sorted end
}
