<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
  <context>
    <name>AboutDialog</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="100" />
      <source>&amp;Close</source>
      <translation>&amp;Cerrar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="52" />
      <source>A box of tabletop games.</source>
      <translation>Una caja de juegos de mesa.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="45" />
      <source>About OMG Desktop</source>
      <translation>Acerca de OMG Desktop</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="76" />
      <source>Built with Qt %1, PySide6 %2 and Python %3.</source>
      <translation>Hecho con Qt %1, PySide6 %2 y Python %3.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="57" />
      <source>Names, numbers and rules are facts of the published games; all art and text here are original.</source>
      <translation>Los nombres, los números y las reglas son datos de los juegos publicados; todas las ilustraciones y los textos de esta aplicación son originales.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="47" />
      <source>OMG Desktop</source>
      <translation>OMG Desktop</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="87" />
      <source>Parts by others and their licences:</source>
      <translation>Componentes de terceros y sus licencias:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="140" />
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="141" />
      <source>The full licence texts: %1.</source>
      <translation>Los textos completos de las licencias: %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="63" />
      <source>The names and rules of the games belong to their publishers. This is an unofficial fan edition.</source>
      <translation>Los nombres y las reglas de los juegos pertenecen a sus editoriales. Esta es una edición no oficial hecha por aficionados.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="144" />
      <source>The system libraries this copy carries, and their notices: %1.</source>
      <translation>Las bibliotecas del sistema que lleva esta copia, y sus avisos: %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="69" />
      <source>This program's code is under the MIT licence; its own art, sounds and story text are under CC BY 4.0.</source>
      <translation>El código de este programa está bajo la licencia MIT; sus propias ilustraciones, sonidos y textos de la historia, bajo CC BY 4.0.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="53" />
      <source>Version %1</source>
      <translation>Versión %1</translation>
    </message>
  </context>
  <context>
    <name>Appearance</name>
    <message>
      <location filename="../../omg_desktop/ui/appearance.py" line="54" />
      <source>&amp;High contrast</source>
      <translation>Alto &amp;contraste</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/appearance.py" line="60" />
      <source>Card &amp;text size</source>
      <translation>&amp;Tamaño del texto de las cartas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/appearance.py" line="63" />
      <source>Large</source>
      <translation>Grande</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/appearance.py" line="63" />
      <source>Largest</source>
      <translation>Muy grande</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/appearance.py" line="63" />
      <source>Normal</source>
      <translation>Normal</translation>
    </message>
  </context>
  <context>
    <name>CampaignDialog</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="95" />
      <source>%1 (over the network)</source>
      <translation>%1 (por la red)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="125" />
      <source>%1 is in progress at your network table %2: continue to open it again.</source>
      <translation>%1 está en curso en tu mesa en red %2: continúa para abrirla de nuevo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="128" />
      <source>%1 is in progress.</source>
      <translation>%1 está en curso.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="104" />
      <source>%1 — points %2, goal %3 (%4)</source>
      <translation>%1 — puntos: %2; objetivo: %3 (%4)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="73" />
      <source>%1 — round %2</source>
      <translation>%1 — ronda %2</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="65" />
      <source>%n players</source>
      <translation>
        <numerusform>%n jugador</numerusform>
        <numerusform>%n jugadores</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="165" />
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/launcher.py" line="69" />
      <location filename="../../omg_desktop/ui/start_offers.py" line="63" />
      <source>&amp;Continue</source>
      <translation>&amp;Continuar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="172" />
      <source>&amp;Delete</source>
      <translation>&amp;Borrar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="166" />
      <source>&amp;New campaign…</source>
      <translation>&amp;Nueva campaña…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/launcher.py" line="70" />
      <source>&amp;New game</source>
      <translation>&amp;Nueva partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="167" />
      <source>&amp;Replay chapter</source>
      <translation>&amp;Repetir capítulo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="121" />
      <source>A decision is waiting: continue to take it.</source>
      <translation>Hay una decisión pendiente: continúa para tomarla.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="145" />
      <source>A story in chapters, alone (10 rounds a chapter) or with up to 4 players (9 rounds). Your results and decisions change what comes next.</source>
      <translation>Una historia por capítulos, en solitario (10 rondas por capítulo) o con hasta 4 jugadores (9 rondas). Tus resultados y tus decisiones cambian lo que viene después.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="161" />
      <source>About this campaign</source>
      <translation>Sobre esta campaña</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/launcher.py" line="123" />
      <source>All In</source>
      <translation>Todo a la vez</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="235" />
      <source>An empty slot: start a new campaign here.</source>
      <translation>Un espacio vacío: empieza aquí una campaña nueva.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="296" />
      <source>Campaign %1 is back as it was at its previous save.</source>
      <translation>La campaña %1 ha vuelto a como estaba en su guardado anterior.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="74" />
      <source>Campaign %1 — %2
%3</source>
      <translation>Campaña %1 — %2
%3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="63" />
      <source>Campaign %1 — damaged
%2</source>
      <translation>Campaña %1 — dañada
%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="60" />
      <source>Campaign %1 — empty</source>
      <translation>Campaña %1 — vacía</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="155" />
      <source>Campaign slots</source>
      <translation>Espacios de campaña</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="170" />
      <source>Chapter to play again</source>
      <translation>Capítulo que volver a jugar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="100" />
      <source>Chapters played</source>
      <translation>Capítulos jugados</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="195" />
      <source>Close</source>
      <translation>Cerrar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/launcher.py" line="67" />
      <source>Continue</source>
      <translation>Continuar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/launcher.py" line="82" />
      <source>Continue your campaign? %1, saved %2.</source>
      <translation>¿Continuar tu campaña? %1, guardada el %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="113" />
      <source>Decision: %1</source>
      <translation>Decisión: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="316" />
      <source>Delete this campaign? This cannot be undone.</source>
      <translation>¿Borrar esta campaña? No se puede deshacer.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/launcher.py" line="176" />
      <source>Friend %1</source>
      <translation>Amigo %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="85" />
      <source>Its previous save (the backup) can be loaded instead.</source>
      <translation>En su lugar se puede cargar su guardado anterior (la copia de seguridad).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="173" />
      <source>Load the &amp;backup</source>
      <translation>Cargar la copia de &amp;seguridad</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/launcher.py" line="117" />
      <source>New campaign</source>
      <translation>Nueva campaña</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="130" />
      <source>Next: %1.</source>
      <translation>A continuación: %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="192" />
      <source>One game with every new building and character from the start.</source>
      <translation>Una sola partida con todos los edificios y personajes nuevos desde el principio.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="190" />
      <source>Play &amp;All In…</source>
      <translation>Jugar &amp;Todo a la vez…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="304" />
      <source>Play this chapter again? The results and decisions of this chapter and the ones after it are forgotten.</source>
      <translation>¿Volver a jugar este capítulo? Se olvidarán los resultados y las decisiones de este capítulo y de los siguientes.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="98" />
      <source>Players</source>
      <translation>Jugadores</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="174" />
      <source>Put this campaign's previous save back in its slot.</source>
      <translation>Volver a poner en su espacio el guardado anterior de esta campaña.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="275" />
      <source>Start a new campaign in this slot? The campaign saved there will be lost.</source>
      <translation>¿Empezar una campaña nueva en este espacio? Se perderá la campaña guardada en él.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="270" />
      <source>Start a new campaign in this slot? The damaged campaign and its backup (the previous save) will be lost.</source>
      <translation>¿Empezar una campaña nueva en este espacio? Se perderán la campaña dañada y su copia de seguridad (el guardado anterior).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="141" />
      <source>The Longsdale Conspiracy</source>
      <translation>La conspiración de Longsdale</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="292" />
      <source>The backup cannot be loaded either: %1</source>
      <translation>Tampoco se puede cargar la copia de seguridad: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="171" />
      <source>The chapter that Replay chapter plays again</source>
      <translation>El capítulo que Repetir capítulo vuelve a jugar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="118" />
      <source>The story ended: %1.</source>
      <translation>La historia terminó: %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="83" />
      <source>This campaign cannot be read: %1</source>
      <translation>No se puede leer esta campaña: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="87" />
      <source>You can delete it or start anew.</source>
      <translation>Puedes borrarla o empezar de nuevo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="65" />
      <source>solo</source>
      <translation>en solitario</translation>
    </message>
  </context>
  <context>
    <name>CampaignSession</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/session.py" line="177" />
      <source>The chapter's network table is not held on this computer any more: the chapter starts again.</source>
      <translation>La mesa en red del capítulo ya no se guarda en este ordenador: el capítulo empieza de nuevo.</translation>
    </message>
  </context>
  <context>
    <name>CardArt</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="151" />
      <source>%1 building</source>
      <translation>Edificio %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="121" />
      <source>%1 card from hand</source>
      <translation>%1 (carta de la mano)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="22" />
      <source>%1 coins</source>
      <translation>%1 monedas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="149" />
      <source>%1 office</source>
      <translation>Oficina %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="147" />
      <source>%1 start building</source>
      <translation>Edificio inicial %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="69" />
      <source>%1 × %2</source>
      <translation>%1 × %2</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="21" />
      <source>%n coin(s)</source>
      <translation>
        <numerusform>%n moneda</numerusform>
        <numerusform>%n monedas</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="166" />
      <source>(some details: %1)</source>
      <translation>(algunos detalles: %1)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="76" />
      <source>+1 %1 in the market, for you only</source>
      <translation>+1 %1 en el mercado, solo para ti</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/faces.py" line="657" />
      <source>+1 card</source>
      <translation>+1 carta</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="81" />
      <source>+1 card in phase I if you hold at most %1 cards at its start</source>
      <translation>+1 carta en la fase I si al empezarla tienes como mucho %1 cartas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="133" />
      <source>Chain: %1, %2</source>
      <translation>Cadena: %1, %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="136" />
      <source>Chain: none</source>
      <translation>Cadena: ninguna</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/story_faces.py" line="57" />
      <source>Character</source>
      <translation>Personaje</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="96" />
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="180" />
      <source>Cost: %1</source>
      <translation>Coste: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="162" />
      <source>Data: %1</source>
      <translation>Datos: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/story_faces.py" line="86" />
      <source>Event</source>
      <translation>Evento</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="138" />
      <source>Half sun</source>
      <translation>Medio sol</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="182" />
      <source>Needs buildings: %1</source>
      <translation>Necesita edificios: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="110" />
      <source>Produces: %1, worth %2</source>
      <translation>Produce: %1, vale %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="174" />
      <source>Unknown assistant %1</source>
      <translation>Ayudante desconocido %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/faces.py" line="732" />
      <source>Unknown card</source>
      <translation>Carta desconocida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="92" />
      <source>Unknown card %1</source>
      <translation>Carta desconocida %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="97" />
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="183" />
      <source>Victory points: %1</source>
      <translation>Puntos de victoria: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="101" />
      <source>Worker needs: %1</source>
      <translation>El trabajador necesita: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="189" />
      <source>Worker, efficient: needs every input shown, produces 2 goods</source>
      <translation>Trabajador, ordenado: necesita todos los recursos indicados, produce 2 mercancías</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="192" />
      <source>Worker, sloppy: needs one input fewer, produces 1 good</source>
      <translation>Trabajador, chapucero: necesita un recurso menos, produce 1 mercancía</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/faces.py" line="690" />
      <source>card in phase I if you hold ≤ %1 cards</source>
      <translation>carta en la fase I si tienes ≤ %1 cartas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/figures.py" line="173" />
      <source>efficient</source>
      <translation>ordenado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/figures.py" line="214" />
      <source>every input → 2 goods</source>
      <translation>todos los recursos → 2 mercancías</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="58" />
      <source>from one source</source>
      <translation>de una sola fuente</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="128" />
      <source>gives %1 %2</source>
      <translation>da %1 %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/faces.py" line="695" />
      <source>in the market, for you</source>
      <translation>en el mercado, para ti</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/figures.py" line="78" />
      <source>needs buildings</source>
      <translation>necesita edificios</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/figures.py" line="216" />
      <source>one input fewer → 1 good</source>
      <translation>un recurso menos → 1 mercancía</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="56" />
      <source>our own design</source>
      <translation>diseño propio</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="59" />
      <source>provisional</source>
      <translation>provisional</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="154" />
      <source>resource: %1</source>
      <translation>recurso: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="31" />
      <source>resources of any kind</source>
      <translation>recursos de cualquier tipo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="178" />
      <source>side %1</source>
      <translation>cara %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/figures.py" line="175" />
      <source>sloppy</source>
      <translation>chapucero</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/faces.py" line="498" />
      <source>start building</source>
      <translation>edificio inicial</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="57" />
      <source>verified (two sources agree)</source>
      <translation>verificado (dos fuentes coinciden)</translation>
    </message>
  </context>
  <context>
    <name>CardDataDialog</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/card_data.py" line="54" />
      <location filename="../../omg_desktop/ui/dialogs/card_data.py" line="56" />
      <source>About the card data</source>
      <translation>Sobre los datos de las cartas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/card_data.py" line="45" />
      <source>Assistants</source>
      <translation>Ayudantes</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/card_data.py" line="44" />
      <source>Cards</source>
      <translation>Cartas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/card_data.py" line="41" />
      <source>How sure each card's numbers are, and what the sources we read disagree on.</source>
      <translation>Qué tan seguros son los números de cada carta, y en qué no coinciden las fuentes que leímos.</translation>
    </message>
  </context>
  <context>
    <name>Coach</name>
    <message>
      <location filename="../../omg_desktop/ui/lessons/coach.py" line="390" />
      <source>%1 is playing…</source>
      <translation>%1 está jugando…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/coach.py" line="409" />
      <source>%1 · %2</source>
      <translation>%1 · %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="115" />
      <source>&amp;Continue</source>
      <translation>&amp;Continuar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="139" />
      <source>&amp;Finish</source>
      <translation>&amp;Finalizar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="78" />
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="139" />
      <source>&amp;Next</source>
      <translation>Sig&amp;uiente</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="115" />
      <source>&amp;Start</source>
      <translation>&amp;Empezar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="62" />
      <source>A coach plays a game with you and shows every rule on the table. Leave whenever you like: the lesson goes on from the same step next time.</source>
      <translation>Un entrenador juega una partida contigo y te enseña cada regla en la mesa. Sal cuando quieras: la lección sigue desde el mismo paso la próxima vez.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="79" />
      <source>About %1 minutes · %2</source>
      <translation>Unos %1 minutos · %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="76" />
      <source>B&amp;ack</source>
      <translation>&amp;Volver</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="77" />
      <source>Do i&amp;t for me</source>
      <translation>Hazlo &amp;tú por mí</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="43" />
      <source>Finished</source>
      <translation>Terminada</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/coach.py" line="336" />
      <source>First read what I said; press Next when you are ready.</source>
      <translation>Primero lee lo que te he dicho; pulsa Siguiente cuando estés listo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="80" />
      <source>Go back one step</source>
      <translation>Volver un paso atrás</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="79" />
      <source>Lea&amp;ve the lesson</source>
      <translation>Sali&amp;r de la lección</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/lessons/launcher.py" line="53" />
      <source>Learn the story game first (%1 min)…</source>
      <translation>Aprender antes el juego de la historia (%1 min)…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="58" />
      <source>Learn to play</source>
      <translation>Aprender a jugar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="41" />
      <source>Left at step %1 of %2</source>
      <translation>Dejada en el paso %1 de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="70" />
      <source>Lessons</source>
      <translation>Lecciones</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="81" />
      <source>Let the coach make this move for you</source>
      <translation>Deja que el entrenador haga esta jugada por ti</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="44" />
      <source>Not begun</source>
      <translation>Sin empezar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/coach.py" line="348" />
      <source>Not quite: try what I pointed at. If you are stuck, Do it for me makes the move for you.</source>
      <translation>Casi: prueba lo que te he señalado. Si te atascas, Hazlo tú por mí hace la jugada por ti.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="89" />
      <source>Start &amp;over</source>
      <translation>Empezar de &amp;nuevo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="128" />
      <source>Step %1 of %2</source>
      <translation>Paso %1 de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="83" />
      <source>Stop the lesson; Help ▸ Learn to play goes on from this step later</source>
      <translation>Detener la lección; Ayuda ▸ Aprender a jugar sigue desde este paso más tarde</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/coach.py" line="255" />
      <source>That took us off the lesson's path. Let's go back to where we were.</source>
      <translation>Eso nos ha sacado del camino de la lección. Volvamos a donde estábamos.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/lessons/launcher.py" line="56" />
      <source>The Longsdale Conspiracy adds event cards, characters and new buildings: a short lesson shows them in one round before you begin chapter I.</source>
      <translation>La conspiración de Longsdale añade cartas de evento, personajes y edificios nuevos: una lección corta los enseña en una ronda antes de que empieces el capítulo I.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/launcher.py" line="58" />
      <source>The lessons could not be read: %1</source>
      <translation>No se han podido leer las lecciones: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/launcher.py" line="116" />
      <source>This lesson cannot be played: %1</source>
      <translation>Esta lección no se puede jugar: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/coach.py" line="338" />
      <source>Wait a moment: it is not your move yet.</source>
      <translation>Espera un momento: todavía no es tu jugada.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="68" />
      <source>What the coach says</source>
      <translation>Lo que dice el entrenador</translation>
    </message>
  </context>
  <context>
    <name>CoverWidget</name>
    <message>
      <location filename="../../omg_desktop/ui/cover.py" line="44" />
      <source>%1 — click or press Space when ready</source>
      <translation>%1 — haz clic o pulsa Space cuando estés listo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/cover.py" line="41" />
      <source>Pass the computer to %1</source>
      <translation>Pasa el ordenador a %1</translation>
    </message>
  </context>
  <context>
    <name>ErrorReport</name>
    <message>
      <location filename="../../omg_desktop/ui/error_report.py" line="191" />
      <source>(no log file could be written)</source>
      <translation>(no se pudo escribir ningún archivo de registro)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/error_report.py" line="205" />
      <source>Copy the report</source>
      <translation>Copiar el informe</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/error_report.py" line="194" />
      <source>Something went wrong</source>
      <translation>Algo salió mal</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/error_report.py" line="195" />
      <source>Something went wrong inside the game.</source>
      <translation>Algo salió mal dentro del juego.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/error_report.py" line="198" />
      <source>The autosave keeps the game as it was before this error. If the table looks wrong, quit and resume the game. The report is in %1.</source>
      <translation>El autoguardado conserva la partida como estaba antes de este error. Si la mesa se ve mal, sal y reanuda la partida. El informe está en %1.</translation>
    </message>
  </context>
  <context>
    <name>EventNotice</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/event_notice.py" line="60" />
      <source>Click or press a key to close.</source>
      <translation>Haz clic o pulsa una tecla para cerrar.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/event_notice.py" line="50" />
      <source>Event</source>
      <translation>Evento</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/event_notice.py" line="101" />
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/event_notice.py" line="111" />
      <source>Event: %1</source>
      <translation>Evento: %1</translation>
    </message>
  </context>
  <context>
    <name>Game</name>
    <message>
      <location filename="../../omg_desktop/ui/controller.py" line="496" />
      <source>The computer player %1 failed (%2); it plays a simple legal move instead</source>
      <translation>El jugador del ordenador %1 ha fallado (%2); en su lugar hace una jugada legal sencilla</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/controller.py" line="271" />
      <source>it is not your decision now</source>
      <translation>ahora no te toca decidir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/controller.py" line="275" />
      <source>you can only act for your own seat</source>
      <translation>solo puedes actuar en tu propio puesto</translation>
    </message>
  </context>
  <context>
    <name>Gizmos</name>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="181" />
      <source> (%1)</source>
      <translation> (%1)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="36" />
      <source> · first player</source>
      <translation> · jugador inicial</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="49" />
      <source> · last round</source>
      <translation> · última ronda</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="35" />
      <source> · level III: %1</source>
      <translation> · nivel III: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="164" />
      <source>%1 (up to %2 energies)</source>
      <translation>%1 (hasta %2 energías)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="42" />
      <source>%1 + %2</source>
      <translation>%1 + %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="162" />
      <source>%1 energy may be spent as any colour</source>
      <translation>la energía de color %1 puede gastarse como de cualquier color</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="60" />
      <source>%1 or %2</source>
      <translation>%1 o %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="53" />
      <source>%1 puts the rest under the level %2 deck</source>
      <translation>%1 pone el resto al fondo del mazo de nivel %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="55" />
      <source>%1 researches level %2</source>
      <translation>%1 investiga el nivel %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="42" />
      <source>%1's board (a click on one of their cards closes it)</source>
      <translation>Tablero de %1 (un clic en una de sus cartas lo cierra)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="182" />
      <source>%1. %2</source>
      <translation>%1. %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="25" />
      <source>%1: %2 · %3 · %4</source>
      <translation>%1: %2 · %3 · %4</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="171" />
      <source>%1: %2.</source>
      <translation>%1: %2.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="64" />
      <source>%n energy</source>
      <translation>
        <numerusform>%n energía</numerusform>
        <numerusform>%n energías</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="26" />
      <source>%n gizmo(s)</source>
      <translation>
        <numerusform>%n Gizmo</numerusform>
        <numerusform>%n Gizmos</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="25" />
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="87" />
      <source>%n point(s)</source>
      <translation>
        <numerusform>%n punto</numerusform>
        <numerusform>%n puntos</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="26" />
      <source>%n token(s)</source>
      <translation>
        <numerusform>%n ficha</numerusform>
        <numerusform>%n fichas</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="73" />
      <source>&amp;Build</source>
      <translation>&amp;Construir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="80" />
      <source>&amp;End the turn</source>
      <translation>&amp;Terminar el turno</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="76" />
      <source>&amp;File</source>
      <translation>&amp;Archivar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="82" />
      <source>&amp;Pass</source>
      <translation>&amp;Pasar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="78" />
      <source>&amp;Skip: take none</source>
      <translation>&amp;Saltar: no tomar ninguna</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="209" />
      <source>+%1 VP</source>
      <translation>+%1 PV</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="145" />
      <source>+%1 energy storage</source>
      <translation>+%1 almacenamiento de energía</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="147" />
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="224" />
      <source>+%1 file</source>
      <translation>+%1 Archivo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="149" />
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="226" />
      <source>+%1 research</source>
      <translation>+%1 Investigar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="222" />
      <source>+%1 store</source>
      <translation>+%1 almacén</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="165" />
      <source>, once a turn</source>
      <translation>, una vez por turno</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="188" />
      <source>BUILD</source>
      <translation>CONSTRUIR</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="190" />
      <source>BUILD FROM FILE</source>
      <translation>CONSTR. ARCHIVO</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="189" />
      <source>BUILD II</source>
      <translation>CONSTRUIR II</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="125" />
      <source>Build</source>
      <translation>Construir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="50" />
      <source>Build a level I card of the display for free: click it.</source>
      <translation>Construye gratis una carta de nivel I de la exposición: haz clic en ella.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="21" />
      <source>Building it takes %1 %2 energy (converters included); you have %3.</source>
      <translation>Construirlo cuesta %1 de energía %2 (contando los conversores); tienes %3.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="23" />
      <source>Building it takes %1 energy (converters included); you have %2.</source>
      <translation>Construirlo cuesta %1 de energía (contando los conversores); tienes %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="37" />
      <source>Click the cards in the order they go under the deck (the first goes under first).</source>
      <translation>Haz clic en las cartas en el orden en que van al fondo del mazo (la primera va primero).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="23" />
      <source>Converter</source>
      <translation>Conversor</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="173" />
      <source>Converter: %1.</source>
      <translation>Conversor: %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="29" />
      <source>Converters</source>
      <translation>Conversores</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="15" />
      <source>Converters built</source>
      <translation>Conversores construidos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="10" />
      <source>End-of-game upgrades</source>
      <translation>Mejoras de final de partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="33" />
      <source>Energy %1/%2 · %3 · %4</source>
      <translation>Energía %1/%2 · %3 · %4</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="71" />
      <source>Energy held and the most the ring holds; cards filed and the file's limit; how many cards a Research draws.</source>
      <translation>Energía guardada y lo máximo que cabe en el anillo; cartas archivadas y el límite del Archivo; cuántas cartas roba una investigación.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="191" />
      <source>FILE</source>
      <translation>ARCHIVAR</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="127" />
      <source>File</source>
      <translation>Archivar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="46" />
      <source>File a card of the display: click it.</source>
      <translation>Archiva una carta de la exposición: haz clic en ella.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="40" />
      <source>Filed</source>
      <translation>Archivados</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="13" />
      <source>Gizmos built</source>
      <translation>Gizmos construidos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="230" />
      <source>II: −1</source>
      <translation>II: −1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="71" />
      <source>Level %1 %2 %3</source>
      <translation>Gizmo de nivel %1 de color %2 (%3)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="17" />
      <source>Level I gizmos built</source>
      <translation>Gizmos de nivel I construidos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="18" />
      <source>Level II gizmos built</source>
      <translation>Gizmos de nivel II construidos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="19" />
      <source>Level III gizmos built</source>
      <translation>Gizmos de nivel III construidos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="20" />
      <source>Longest chain reaction</source>
      <translation>Reacción en cadena más larga</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="31" />
      <source>On a build</source>
      <translation>Al construir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="33" />
      <source>On a build from the file</source>
      <translation>Al construir del Archivo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="34" />
      <source>On a file</source>
      <translation>Al archivar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="32" />
      <source>On a level II build</source>
      <translation>Al construir nivel II</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="30" />
      <source>On a pick</source>
      <translation>Al escoger</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="187" />
      <source>PICK</source>
      <translation>ESCOGER</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="68" />
      <source>Payment</source>
      <translation>Pago</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="116" />
      <source>Pick</source>
      <translation>Escoger</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="42" />
      <source>Pick %n energy from the row.</source>
      <translation>
        <numerusform>Escoge %n energía de la Fila de energía.</numerusform>
        <numerusform>Escoge %n energías de la Fila de energía.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="21" />
      <source>Points from gizmos</source>
      <translation>Puntos de los Gizmos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="22" />
      <source>Points from tokens</source>
      <translation>Puntos de las fichas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="8" />
      <source>Points printed on built gizmos</source>
      <translation>Puntos impresos en los Gizmos construidos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="64" />
      <source>Points: those printed on the built gizmos, the victory point tokens, and the end-of-game upgrades' bonus. A 4th level III gizmo or a 16th gizmo ends the game once the round is complete: the round ends before the first player plays again.</source>
      <translation>Puntos: los impresos en los Gizmos construidos, las fichas de puntos de victoria y la bonificación de las Mejoras de final de partida. Un 4.º Gizmo de nivel III o un 16.º Gizmo termina la partida cuando se completa la ronda: la ronda termina antes de que el jugador inicial vuelva a jugar.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="116" />
      <source>Research</source>
      <translation>Investigar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="48" />
      <source>Research: click a deck.</source>
      <translation>Investigar: haz clic en un mazo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="35" />
      <source>Research: click a drawn card to build or file it, or skip.</source>
      <translation>Investigar: haz clic en una carta robada para construirla o archivarla, o salta.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="48" />
      <source>Round %1 · %2's turn</source>
      <translation>Ronda %1 · turno de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="42" />
      <source>Several players have the same points: the most gizmos built, then the most energy left, then the latest place after the first player breaks the tie.</source>
      <translation>Varios jugadores tienen los mismos puntos: desempata quien tenga más Gizmos construidos, después quien tenga más energía sobrante, después el puesto más alejado del jugador inicial.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="70" />
      <source>Starting gizmo</source>
      <translation>Gizmo inicial</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="46" />
      <source>The game is over</source>
      <translation>La partida ha terminado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="25" />
      <source>The game is over.</source>
      <translation>La partida ha terminado.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="39" />
      <source>They have the same points, gizmos and energy, and the same place.</source>
      <translation>Tienen los mismos puntos, Gizmos y energía, y el mismo puesto.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="68" />
      <source>This deck is empty.</source>
      <translation>Este mazo está vacío.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="24" />
      <source>Trigger</source>
      <translation>Activador</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="16" />
      <source>Triggers built</source>
      <translation>Activadores construidos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="22" />
      <source>Upgrade</source>
      <translation>Mejora</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="175" />
      <source>Upgrade: %1.</source>
      <translation>Mejora: %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="28" />
      <source>Upgrades</source>
      <translation>Mejoras</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="14" />
      <source>Upgrades built</source>
      <translation>Mejoras construidas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="9" />
      <source>Victory point tokens</source>
      <translation>Fichas de puntos de victoria</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="23" />
      <source>Waiting for %1 to take the seat…</source>
      <translation>Esperando a que %1 ocupe su puesto…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="27" />
      <source>Waiting for %1…</source>
      <translation>Esperando a %1…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="115" />
      <source>When you build a %1 gizmo</source>
      <translation>Cuando construyas un Gizmo %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="119" />
      <source>When you build a gizmo from your file</source>
      <translation>Cuando construyas un Gizmo de tu Archivo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="117" />
      <source>When you build a level II gizmo</source>
      <translation>Cuando construyas un Gizmo de nivel II</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="120" />
      <source>When you file a gizmo</source>
      <translation>Cuando archives un Gizmo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="113" />
      <source>When you pick %1 energy</source>
      <translation>Cuando escojas energía de color %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="29" />
      <source>You can do nothing this turn: pass.</source>
      <translation>No puedes hacer nada este turno: pasa.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="39" />
      <source>You may file it, not build it now.</source>
      <translation>Puedes archivarlo, pero no construirlo ahora.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="28" />
      <source>You may not file: a gizmo you built forbids it.</source>
      <translation>No puedes archivar: un gizmo que construiste lo prohíbe.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="66" />
      <source>You may not research: a gizmo you built forbids it.</source>
      <translation>No puedes investigar: un gizmo que construiste lo prohíbe.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="40" />
      <source>Your active gizmos glow: click one to use it, or end the turn.</source>
      <translation>Tus Gizmos activados brillan: haz clic en uno para usarlo, o termina el turno.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="62" />
      <source>Your energy ring is full: no room for a marble.</source>
      <translation>Tu anillo de energía está lleno: no cabe otra esfera.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="29" />
      <source>Your file is full (%1 of %2).</source>
      <translation>Tu Archivo está lleno (%1 de %2).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="32" />
      <source>Your turn: click a display card to file or build it, a marble to pick it, or a deck to research.</source>
      <translation>Tu turno: haz clic en una carta de la exposición para archivarla o construirla, en una esfera para escogerla, o en un mazo para investigar.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="78" />
      <source>a starting gizmo</source>
      <translation>un Gizmo inicial</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="242" />
      <source>any</source>
      <translation>cualquiera</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="58" />
      <source>any colour</source>
      <translation>cualquiera</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="133" />
      <source>at the end, 1 point for each energy left</source>
      <translation>al final, 1 punto por cada energía que te quede</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="134" />
      <source>at the end, 1 point more for each victory point token</source>
      <translation>al final, 1 punto más por cada ficha de puntos de victoria</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="14" />
      <source>black</source>
      <translation>negro</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="15" />
      <source>blue</source>
      <translation>azul</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="106" />
      <source>build a level I gizmo for free</source>
      <translation>construye gratis un Gizmo de nivel I</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="90" />
      <source>cost: %1 %2, worth %3</source>
      <translation>coste: %1 de color %2, vale %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="89" />
      <source>cost: %1 of any colours, worth %2</source>
      <translation>coste: %1 de cualquier color, vale %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="207" />
      <source>draw %1</source>
      <translation>roba %1</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="97" />
      <source>draw %n random energy</source>
      <translation>
        <numerusform>roba %n energía al azar</numerusform>
        <numerusform>roba %n energías al azar</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="160" />
      <source>each %1 energy you spend counts as 2 of its colour</source>
      <translation>cada energía de color %1 que gastas vale por 2 de su color</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="233" />
      <source>end: 1 VP per energy</source>
      <translation>final: 1 PV/energía</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="234" />
      <source>end: tokens ×2</source>
      <translation>final: fichas ×2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="210" />
      <source>file</source>
      <translation>archiva</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="30" />
      <source>file %1/%2</source>
      <translation>Archivo %1/%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="103" />
      <source>file a gizmo</source>
      <translation>archiva un Gizmo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="212" />
      <source>free I</source>
      <translation>I gratis</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="231" />
      <source>from file: −1</source>
      <translation>Archivo: −1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="130" />
      <source>gizmos you build from a research cost 1 less</source>
      <translation>los Gizmos que construyes de una investigación cuestan 1 menos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="127" />
      <source>gizmos you build from your file cost 1 less</source>
      <translation>los Gizmos que construyes de tu Archivo cuestan 1 menos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="126" />
      <source>level II gizmos cost you 1 less</source>
      <translation>los Gizmos de nivel II te cuestan 1 menos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="18" />
      <source>multi-coloured</source>
      <translation>multicolor</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="228" />
      <source>never file</source>
      <translation>sin archivar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="30" />
      <source>never files</source>
      <translation>nunca archiva</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="229" />
      <source>never research</source>
      <translation>sin investigar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="31" />
      <source>never researches</source>
      <translation>nunca investiga</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="38" />
      <source>nothing</source>
      <translation>nada</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="208" />
      <source>pick %1</source>
      <translation>escoge %1</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="99" />
      <source>pick %n energy from the row</source>
      <translation>
        <numerusform>escoge %n energía de la fila</numerusform>
        <numerusform>escoge %n energías de la fila</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="16" />
      <source>red</source>
      <translation>rojo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="105" />
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="211" />
      <source>research</source>
      <translation>investiga</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="32" />
      <source>research %1</source>
      <translation>Investigación %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="232" />
      <source>research: −1</source>
      <translation>Investigar: −1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="19" />
      <source>starting</source>
      <translation>inicial</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="101" />
      <source>take %n victory point token(s)</source>
      <translation>
        <numerusform>toma %n ficha de puntos de victoria</numerusform>
        <numerusform>toma %n fichas de puntos de victoria</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="79" />
      <source>the level %1 %2 %3</source>
      <translation>el Gizmo de nivel %1 de color %2 (%3)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="17" />
      <source>yellow</source>
      <translation>amarillo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="124" />
      <source>you may never file again</source>
      <translation>no puedes volver a Archivar nunca</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="125" />
      <source>you may never research again</source>
      <translation>no puedes volver a Investigar nunca</translation>
    </message>
  </context>
  <context>
    <name>GizmosHint</name>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="54" />
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="60" />
      <source>%n energy</source>
      <translation>
        <numerusform>%n energía</numerusform>
        <numerusform>%n energías</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="48" />
      <source>%n of your gizmos</source>
      <translation>
        <numerusform>%n de tus Gizmos</numerusform>
        <numerusform>%n de tus Gizmos</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="38" />
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="43" />
      <source>%n point(s)</source>
      <translation>
        <numerusform>%n punto</numerusform>
        <numerusform>%n puntos</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="38" />
      <source>Build %1: %2 now.</source>
      <translation>Construye %1: %2 ahora.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="41" />
      <source>Build %1: it ends the game while you are %2 ahead.</source>
      <translation>Construye %1: provoca el final de la partida mientras vas %2 por delante.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="71" />
      <source>End the turn: no active gizmo is worth using.</source>
      <translation>Termina el turno: no vale la pena usar ningún Gizmo activado.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="58" />
      <source>File %1 to build it later (%2 short now).</source>
      <translation>Archiva %1 para construirlo más tarde (ahora con %2 de menos).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="72" />
      <source>Pass: there is nothing you can do.</source>
      <translation>Pasa: no hay nada que puedas hacer.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="56" />
      <source>Pick a %1 energy and keep it for later.</source>
      <translation>Escoge una energía de color %1 y guárdala para más tarde.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="51" />
      <source>Pick a %1 energy towards %2 (then %3 short).</source>
      <translation>Escoge una energía de color %1 para %2 (aún con %3 de menos).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="46" />
      <source>Pick a %1 energy: it sets off %2.</source>
      <translation>Escoge una energía de color %1: activa %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="70" />
      <source>Put %1 under the deck next.</source>
      <translation>Pon ahora %1 al fondo del mazo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="63" />
      <source>Research level %1: look for a better gizmo there.</source>
      <translation>Investiga el nivel %1: busca allí un Gizmo mejor.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="69" />
      <source>Take none of these cards: skip.</source>
      <translation>No tomes ninguna de estas cartas: salta.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="67" />
      <source>Use %1: it gives you %2.</source>
      <translation>Usa %1: te da %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="25" />
      <source>a gizmo filed</source>
      <translation>un Gizmo archivado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="27" />
      <source>a level I gizmo for free</source>
      <translation>un Gizmo de nivel I gratis</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="22" />
      <source>a random energy</source>
      <translation>una energía al azar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="26" />
      <source>a research</source>
      <translation>una investigación</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="23" />
      <source>an energy of your choice</source>
      <translation>una energía a tu elección</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="24" />
      <source>victory points</source>
      <translation>puntos de victoria</translation>
    </message>
  </context>
  <context>
    <name>GizmosLog</name>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="57" />
      <source>%1 builds %2 %3 (%4).</source>
      <translation>%1 construye %2 %3 (%4).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="85" />
      <source>%1 can do nothing and passes.</source>
      <translation>%1 no puede hacer nada y pasa.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="48" />
      <source>%1 draws a %2 energy from the dispenser.</source>
      <translation>%1 roba una energía de color %2 del dispensador.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="53" />
      <source>%1 files %2 %3.</source>
      <translation>%1 archiva %2 %3.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="51" />
      <source>%1 picks a %2 energy.</source>
      <translation>%1 escoge una energía de color %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="40" />
      <source>%1 plays first.</source>
      <translation>%1 juega primero.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="73" />
      <source>%1 puts %2 under the level %3 deck.</source>
      <translation>%1 pone %2 al fondo del mazo de nivel %3.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="75" />
      <source>%1 puts a card under the level %2 deck.</source>
      <translation>%1 pone una carta al fondo del mazo de nivel %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="60" />
      <source>%1 reaches the end: the round is played out.</source>
      <translation>%1 provoca el final: se termina la ronda.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="69" />
      <source>%1 researches level %2 and draws %3.</source>
      <translation>%1 investiga el nivel %2 y roba %3.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="67" />
      <source>%1 researches level %2 and draws: %3.</source>
      <translation>%1 investiga el nivel %2 y roba: %3.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="83" />
      <source>%1 takes %2.</source>
      <translation>%1 toma %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="77" />
      <source>%1 takes none of the cards.</source>
      <translation>%1 no toma ninguna de las cartas.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="79" />
      <source>%1 uses %2.</source>
      <translation>%1 usa %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="87" />
      <source>%1's turn.</source>
      <translation>Turno de %1.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="68" />
      <source>%n card(s)</source>
      <translation>
        <numerusform>%n carta</numerusform>
        <numerusform>%n cartas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="56" />
      <source>%n energy</source>
      <translation>
        <numerusform>%n energía</numerusform>
        <numerusform>%n energías</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="82" />
      <source>%n victory point token(s)</source>
      <translation>
        <numerusform>%n ficha de puntos de victoria</numerusform>
        <numerusform>%n fichas de puntos de victoria</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="46" />
      <source>A %1 energy rolls into the row.</source>
      <translation>Una energía de color %1 rueda a la Fila de energía.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="44" />
      <source>New in the display: %1.</source>
      <translation>Nuevo en la exposición: %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="99" />
      <source>Round %1</source>
      <translation>Ronda %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="99" />
      <source>Set-up</source>
      <translation>Preparación</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="89" />
      <source>The game is over.</source>
      <translation>La partida ha terminado.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="42" />
      <source>The level %1 deck is shuffled.</source>
      <translation>Se baraja el mazo de nivel %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="25" />
      <source>a hidden card</source>
      <translation>una carta oculta</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="30" />
      <source>from the display</source>
      <translation>de la exposición</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="30" />
      <source>from the file</source>
      <translation>del Archivo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="31" />
      <source>from the research</source>
      <translation>de la investigación</translation>
    </message>
  </context>
  <context>
    <name>HelpDialog</name>
    <message numerus="yes">
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="249" />
      <source>%n matches</source>
      <translation>
        <numerusform>%n coincidencia</numerusform>
        <numerusform>%n coincidencias</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="189" />
      <source>&amp;Close</source>
      <translation>&amp;Cerrar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="158" />
      <source>&amp;Find:</source>
      <translation>&amp;Buscar:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="183" />
      <source>&amp;Keyboard shortcuts</source>
      <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="182" />
      <source>&amp;Rules</source>
      <translation>&amp;Reglas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="157" />
      <source>Enter: next match. Shift+Enter: previous match.</source>
      <translation>Enter: siguiente coincidencia. Shift+Enter: coincidencia anterior.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="155" />
      <source>Find in the rules</source>
      <translation>Buscar en las reglas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="270" />
      <source>Match %1 of %2</source>
      <translation>Coincidencia %1 de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="245" />
      <source>No match</source>
      <translation>Ninguna coincidencia</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="247" />
      <source>One match</source>
      <translation>Una coincidencia</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="143" />
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="148" />
      <source>Rules summary</source>
      <translation>Resumen de las reglas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="161" />
      <source>Search result</source>
      <translation>Resultado de la búsqueda</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="154" />
      <source>Search the rules</source>
      <translation>Buscar en las reglas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="205" />
      <source>The rules summary could not be found at %1.</source>
      <translation>No se ha encontrado el resumen de las reglas en %1.</translation>
    </message>
  </context>
  <context>
    <name>Hint</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/window.py" line="40" />
      <source> </source>
      <comment>between two sentences</comment>
      <translation> </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="169" />
      <source>Build the %1 for %2 coins: it is worth %n point(s) and can produce %3 from next round.</source>
      <translation>
        <numerusform>Construye %1 por %2 monedas: vale %n punto y puede producir %3 desde la próxima ronda.</numerusform>
        <numerusform>Construye %1 por %2 monedas: vale %n puntos y puede producir %3 desde la próxima ronda.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="182" />
      <source>Build the %1 for %2 coins: it is worth %n point(s).</source>
      <translation>
        <numerusform>Construye %1 por %2 monedas: vale %n punto.</numerusform>
        <numerusform>Construye %1 por %2 monedas: vale %n puntos.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="231" />
      <source>Discard the %1: it is the card you need least.</source>
      <translation>Descarta %1: es la carta que menos necesitas.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="200" />
      <source>Hire %1: it is worth %n point(s) and will produce on the %2 every round.</source>
      <translation>
        <numerusform>Contrata a %1: vale %n punto y producirá en tu %2 cada ronda.</numerusform>
        <numerusform>Contrata a %1: vale %n puntos y producirá en tu %2 cada ronda.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="210" />
      <source>Hire %1: it is worth %n point(s).</source>
      <translation>
        <numerusform>Contrata a %1: vale %n punto.</numerusform>
        <numerusform>Contrata a %1: vale %n puntos.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="313" />
      <source>It lacks %n resource(s), which the sunset row or your hand may supply.</source>
      <translation>
        <numerusform>Le falta %n recurso, que la fila del atardecer o tu mano pueden aportar.</numerusform>
        <numerusform>Le faltan %n recursos, que la fila del atardecer o tu mano pueden aportar.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="369" />
      <source>It may have to wait for more goods, but planning it costs nothing.</source>
      <translation>Quizá tenga que esperar a que tengas más mercancías, pero planearla no cuesta nada.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="322" />
      <source>It still lacks %n resources, but it is your best chance.</source>
      <translation>
        <numerusform>Todavía le falta %n recurso, pero es tu mejor opción.</numerusform>
        <numerusform>Todavía le faltan %n recursos, pero es tu mejor opción.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="111" />
      <source>Keep your hand: its cards serve your buildings or are worth building.</source>
      <translation>Quédate con tu mano: sus cartas sirven a tus edificios o merece la pena construirlas.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="122" />
      <source>Let the %1 rest this round: the cards it would need are worth more in your hand.</source>
      <translation>Deja descansar tu %1 esta ronda: las cartas que necesitaría valen más en tu mano.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="214" />
      <source>Move the assistant to the %1.</source>
      <translation>Mueve el ayudante a tu %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="260" />
      <source>Neither building nor hiring pays off now: keep your goods.</source>
      <translation>Ni construir ni contratar compensa ahora: guarda tus mercancías.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="263" />
      <source>Nothing here is worth doing: move on.</source>
      <translation>No hay nada que merezca la pena: sigue adelante.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="262" />
      <source>Nothing more to produce.</source>
      <translation>No hay nada más que producir.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="340" />
      <source>Plan nothing: no card in your hand is worth its price yet.</source>
      <translation>No planees nada: ninguna carta de tu mano vale aún su precio.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="351" />
      <source>Plan the %1 (%2 coins, %n point(s), worth about %3 to you with what it adds later).</source>
      <translation>
        <numerusform>Planea %1 (%2 monedas, %n punto; vale unos %3 para ti con lo que aportará después).</numerusform>
        <numerusform>Planea %1 (%2 monedas, %n puntos; vale unos %3 para ti con lo que aportará después).</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="136" />
      <source>Produce %1 on the %2 by discarding %3: those are the cards you need least.</source>
      <translation>Produce %1 en tu %2 descartando %3: son las cartas que menos necesitas.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="146" />
      <source>Produce %1 on the %2.</source>
      <translation>Produce %1 en tu %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="221" />
      <source>Put %1 at the %2, your most reliable building after the worker's.</source>
      <translation>Pon a %1 en tu %2, tu edificio más fiable después del del trabajador.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="290" />
      <source>Put your worker efficiently on the %1 to make %n %2.</source>
      <translation>
        <numerusform>Pon a tu trabajador de forma ordenada en tu %1 para producir %n × %2.</numerusform>
        <numerusform>Pon a tu trabajador de forma ordenada en tu %1 para producir %n × %2.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="299" />
      <source>Put your worker sloppily on the %1 (one input may be missing) to make %n %2.</source>
      <translation>
        <numerusform>Pon a tu trabajador de forma chapucera en tu %1 (puede faltar un recurso) para producir %n × %2.</numerusform>
        <numerusform>Pon a tu trabajador de forma chapucera en tu %1 (puede faltar un recurso) para producir %n × %2.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="152" />
      <source>Run the chain of the %1 (%2×): it makes %n good(s) (%3), worth more than what it uses.</source>
      <translation>
        <numerusform>Activa la cadena de tu %1 (%2×): produce %n mercancía (%3), que vale más de lo que consume.</numerusform>
        <numerusform>Activa la cadena de tu %1 (%2×): produce %n mercancías (%3), que valen más de lo que consumen.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="244" />
      <source>Stop the chains here: the cards left are worth more in your hand.</source>
      <translation>Detén las cadenas aquí: las cartas que quedan valen más en tu mano.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="101" />
      <source>Swap your whole hand: these cards are worth less to you than fresh ones would be on average.</source>
      <translation>Cambia toda tu mano: estas cartas valen menos para ti que unas nuevas de media.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="365" />
      <source>The goods you make should pay for it.</source>
      <translation>Las mercancías que produzcas deberían pagarla.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="309" />
      <source>The sunrise row already shows everything it needs.</source>
      <translation>La fila del amanecer ya muestra todo lo que necesita.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="237" />
      <source>This is what the Normal computer player would do.</source>
      <translation>Esto es lo que haría el jugador de la computadora de nivel Normal.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="363" />
      <source>You can already pay for it.</source>
      <translation>Ya puedes pagarla.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="253" />
      <source>You cannot pay the %1 coins for the planned card yet (it goes back to your hand), and no assistant is worth hiring now.</source>
      <translation>Todavía no puedes pagar las %1 monedas de la carta planeada (vuelve a tu mano), y ahora no merece la pena contratar a ningún ayudante.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="270" />
      <source>Your worker stays home this round: an assistant works at each of your production buildings.</source>
      <translation>Tu trabajador se queda en casa esta ronda: hay un ayudante en cada uno de tus edificios de producción.</translation>
    </message>
  </context>
  <context>
    <name>History</name>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="54" />
      <source>The finished game was not recorded in the history: %1</source>
      <translation>La partida terminada no se ha guardado en el historial: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="56" />
      <source>The game history cannot be used (%1), so finished games are not recorded while the game runs. The file is left as it is.</source>
      <translation>No se puede usar el historial de partidas (%1), así que mientras el juego esté abierto no se guardarán las partidas terminadas. El archivo se deja como está.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="46" />
      <source>The game history could not be read (%1). It was set aside as %2, and a new history was started: finished games are recorded in it from now on.</source>
      <translation>No se ha podido leer el historial de partidas (%1). Se ha apartado como %2 y se ha empezado un historial nuevo: a partir de ahora, las partidas terminadas se guardan en él.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="28" />
      <source>a newer version of the game wrote it</source>
      <translation>lo escribió una versión más reciente del juego</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="26" />
      <source>another program keeps it locked</source>
      <translation>otro programa lo tiene bloqueado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="25" />
      <source>it is damaged</source>
      <translation>está dañado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="23" />
      <source>it is not a database</source>
      <translation>no es una base de datos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="27" />
      <source>its folder cannot be written</source>
      <translation>no se puede escribir en su carpeta</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="24" />
      <source>its tables are not the ones this game writes</source>
      <translation>sus tablas no son las que escribe este juego</translation>
    </message>
  </context>
  <context>
    <name>KingdomBuilder</name>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="30" />
      <source> · last round</source>
      <translation> · última ronda</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="41" />
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="42" />
      <source>%1 %2</source>
      <translation>%1 %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="56" />
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="84" />
      <source>%1 at %2</source>
      <translation>%1 en la %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="53" />
      <source>%1 builds on %2 at %3 with the %4.</source>
      <translation>%1 construye en terreno %2, en la %3, con la loseta %4.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="55" />
      <source>%1 builds on %2 at %3.</source>
      <translation>%1 construye en terreno %2, en la %3.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="39" />
      <source>%1 draws a %2 card.</source>
      <translation>%1 roba una carta de %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="40" />
      <source>%1 draws a terrain card.</source>
      <translation>%1 roba una carta de terreno.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="71" />
      <source>%1 ends their turn.</source>
      <translation>%1 termina su turno.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="34" />
      <source>%1 from %2</source>
      <translation>%1 de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="69" />
      <source>%1 has built their last settlement: the round is played out.</source>
      <translation>%1 ha construido su último poblado: se termina la ronda.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="64" />
      <source>%1 has left the %2 at %3: its tile leaves the game.</source>
      <translation>%1 se ha alejado del lugar %2 en la %3: su loseta sale de la partida.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="54" />
      <source>%1 location at %2, %3</source>
      <translation>Lugar %1 en la %2, %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="57" />
      <source>%1 moves a settlement from %2 to %3 with the %4.</source>
      <translation>%1 mueve un poblado de la %2 a la %3 con la loseta %4.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="82" />
      <source>%1 on %2 at %3</source>
      <translation>%1 en %2, %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="42" />
      <source>%1 plays first.</source>
      <translation>%1 es el jugador inicial.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="56" />
      <source>%1 share the victory with %2 gold each.</source>
      <translation>%1 comparten la victoria con %2 de oro cada uno.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="44" />
      <source>%1 shows their terrain card: %2.</source>
      <translation>%1 muestra su carta de terreno: %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="61" />
      <source>%1 takes a location tile: %2 (usable from their next turn).</source>
      <translation>%1 toma una loseta de lugar: %2 (se puede usar desde su siguiente turno).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="67" />
      <source>%1 uses the %2.</source>
      <translation>%1 usa la loseta %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="55" />
      <source>%1 wins with %2 gold.</source>
      <translation>%1 gana con %2 de oro.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="90" />
      <source>%1's %2 tile, %3</source>
      <translation>Loseta %2 de %1, %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="44" />
      <source>%1's settlement (%2)</source>
      <translation>Poblado de %1 (%2)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="86" />
      <source>%1's supply: %2 left</source>
      <translation>Reserva de %1: quedan %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="98" />
      <source>%1's terrain card, face down</source>
      <translation>Carta de terreno de %1, boca abajo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="99" />
      <source>%1's terrain card: %2</source>
      <translation>Carta de terreno de %1: %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="59" />
      <source>%1, %2</source>
      <translation>%1, %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="61" />
      <source>%1, empty</source>
      <translation>%1, vacío</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="278" />
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="122" />
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="124" />
      <source>%1: %2</source>
      <translation>%1: %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="17" />
      <source>%1: %2 · %3 left</source>
      <translation>%1: %2 · quedan %3</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="203" />
      <source>%n gold</source>
      <translation>
        <numerusform>%n de oro</numerusform>
        <numerusform>%n de oro</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="198" />
      <source>%n settlement(s)</source>
      <translation>
        <numerusform>%n poblado</numerusform>
        <numerusform>%n poblados</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="56" />
      <source>%n settlement(s) a turn on the terrain of your card.</source>
      <translation>
        <numerusform>%n poblado por turno en el terreno de tu carta.</numerusform>
        <numerusform>%n poblados por turno en el terreno de tu carta.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="210" />
      <source>%n tile(s) left</source>
      <translation>
        <numerusform>queda %n loseta</numerusform>
        <numerusform>quedan %n losetas</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="82" />
      <source>&amp;Cancel the tile</source>
      <translation>&amp;Cancelar la loseta</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="84" />
      <source>&amp;End the turn</source>
      <translation>&amp;Terminar el turno</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="84" />
      <source>1 gold for each of your settlements next to Water.</source>
      <translation>1 de oro por cada poblado tuyo junto al Agua.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="102" />
      <source>1 gold for each of your settlements next to a Mountain.</source>
      <translation>1 de oro por cada poblado tuyo junto a una Montaña.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="105" />
      <source>1 gold for each of your settlements next to a location or a castle.</source>
      <translation>1 de oro por cada poblado tuyo junto a un lugar o un castillo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="92" />
      <source>1 gold for each row of the board with a settlement of yours.</source>
      <translation>1 de oro por cada fila del tablero con un poblado tuyo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="95" />
      <source>1 gold for each separate group of your settlements (a lone one counts).</source>
      <translation>1 de oro por cada grupo separado de tus poblados (uno solo cuenta).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="99" />
      <source>1 gold for every 2 settlements in your largest group.</source>
      <translation>1 de oro por cada 2 poblados de tu grupo más grande.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="109" />
      <source>2 gold for each of your settlements in the row where you have the most.</source>
      <translation>2 de oro por cada poblado tuyo en la fila donde tienes más.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="118" />
      <source>3 gold for each of your settlements in the quarter of the board where you have the fewest.</source>
      <translation>3 de oro por cada poblado tuyo en el cuadrante del tablero donde tienes menos.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="87" />
      <source>4 gold for each location or castle joined by your settlements to another location or castle.</source>
      <translation>4 de oro por cada lugar o castillo unido por tus poblados a otro lugar o castillo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="61" />
      <source>A castle or a location: nobody builds there.</source>
      <translation>Un castillo o un lugar: nadie construye ahí.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="31" />
      <source>Barn</source>
      <translation>Granero</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="33" />
      <source>Build %n settlement(s) on %1 (%2 left), or first use a tile.</source>
      <translation>
        <numerusform>Construye %n poblado en %1 (faltan %2), o antes usa una loseta.</numerusform>
        <numerusform>Construye %n poblados en %1 (faltan %2), o antes usa una loseta.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="35" />
      <source>Build %n settlement(s) on %1 (%2 left).</source>
      <translation>
        <numerusform>Construye %n poblado en %1 (faltan %2).</numerusform>
        <numerusform>Construye %n poblados en %1 (faltan %2).</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="52" />
      <source>Build 1 settlement at either end of a straight line of 3 or more of your settlements.</source>
      <translation>Construye 1 poblado en un extremo de una línea recta de 3 o más poblados tuyos.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="44" />
      <source>Build 1 settlement on Desert, next to your own if you can.</source>
      <translation>Construye 1 poblado en Desierto, junto a los tuyos si es posible.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="41" />
      <source>Build 1 settlement on Grass, next to your own if you can.</source>
      <translation>Construye 1 poblado en Pradera, junto a los tuyos si es posible.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="47" />
      <source>Build 1 settlement on any buildable hex at the edge of the board, next to your own if you can.</source>
      <translation>Construye 1 poblado en cualquier hexágono edificable del borde del tablero, junto a los tuyos si es posible.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="36" />
      <source>Build 1 settlement on the terrain of the card you played this turn, next to your own if you can.</source>
      <translation>Construye 1 poblado en el terreno de la carta que jugaste en este turno, junto a los tuyos si es posible.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="62" />
      <source>Build on the %1 at %2.</source>
      <translation>Construye en %1, en la %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="15" />
      <source>Canyon</source>
      <translation>Cañón</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="21" />
      <source>Castle</source>
      <translation>Castillo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="188" />
      <source>Castles</source>
      <translation>Castillos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="50" />
      <source>Choose the settlement the %1 moves (Esc: cancel).</source>
      <translation>Elige el poblado que mueve la loseta %1 (Esc: cancelar).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="45" />
      <source>Choose where the %1 builds a settlement (Esc: cancel).</source>
      <translation>Elige dónde construye un poblado la loseta %1 (Esc: cancelar).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="55" />
      <source>Choose where the %1 moves this settlement (Esc: cancel).</source>
      <translation>Elige adónde mueve este poblado la loseta %1 (Esc: cancelar).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="76" />
      <source>Citizens</source>
      <translation>Ciudadanos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="16" />
      <source>Desert</source>
      <translation>Desierto</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="74" />
      <source>Discoverers</source>
      <translation>Exploradores</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="37" />
      <source>End your turn (Enter) or use a tile.</source>
      <translation>Termina tu turno (Enter) o usa una loseta.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="39" />
      <source>End your turn (Enter).</source>
      <translation>Termina tu turno (Enter).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="56" />
      <source>End your turn: no tile action would gain anything now.</source>
      <translation>Termina tu turno: ninguna acción de loseta ganaría nada ahora.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="58" />
      <source>End your turn: there is nothing more to do in it.</source>
      <translation>Termina tu turno: no queda nada más que hacer en él.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="27" />
      <source>Farm</source>
      <translation>Granja</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="81" />
      <source>Farmers</source>
      <translation>Granjeros</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="72" />
      <source>Fishermen</source>
      <translation>Pescadores</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="17" />
      <source>Flower field</source>
      <translation>Campo de flores</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="18" />
      <source>Forest</source>
      <translation>Bosque</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="220" />
      <source>Gold from %1</source>
      <translation>Oro de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="22" />
      <source>Gold from castles</source>
      <translation>Oro de los castillos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="54" />
      <source>Gold so far, card by card:</source>
      <translation>Oro hasta ahora, carta por carta:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="48" />
      <source>Gold so far: what the three Kingdom Builder cards and the castles would give if the game ended now. When a player places their last settlement, the round is played to its end.</source>
      <translation>Oro hasta ahora: lo que darían las tres cartas de Kingdom Builder y los castillos si la partida acabara ahora. Cuando un jugador construye su último poblado, se termina la ronda.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="14" />
      <source>Grass</source>
      <translation>Pradera</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="21" />
      <source>Groups of settlements</source>
      <translation>Grupos de poblados</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="32" />
      <source>Harbor</source>
      <translation>Puerto</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="75" />
      <source>Hermits</source>
      <translation>Ermitaños</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="113" />
      <source>In each quarter of the board: 12 gold to whoever has the most settlements there, 6 gold to the next.</source>
      <translation>En cada cuadrante del tablero: 12 de oro para quien tenga más poblados allí, 6 de oro para el siguiente.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="36" />
      <source>It brings %1.</source>
      <translation>Esto da %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="43" />
      <source>It brings a castle within one build.</source>
      <translation>Esto deja un castillo a una construcción de distancia.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="46" />
      <source>It brings the %1 tiles within one build.</source>
      <translation>Esto deja las losetas %1 a una construcción de distancia.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="40" />
      <source>It gives up your %1 tile.</source>
      <translation>Esto te hace perder tu loseta %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="49" />
      <source>It keeps room next to your settlements for the cards to come.</source>
      <translation>Esto guarda sitio junto a tus poblados para las cartas que vendrán.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="38" />
      <source>It takes a %1 tile.</source>
      <translation>Esto toma una loseta %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="148" />
      <source>Kingdom Builder</source>
      <translation>Kingdom Builder</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="93" />
      <source>Kingdom Builder card %1: %2</source>
      <translation>Carta de Kingdom Builder %1: %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="79" />
      <source>Knights</source>
      <translation>Caballeros</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="20" />
      <source>Largest group of settlements</source>
      <translation>Grupo de poblados más grande</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="22" />
      <source>Location</source>
      <translation>Lugar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="19" />
      <source>Location tile actions taken</source>
      <translation>Acciones de losetas de lugar hechas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="18" />
      <source>Location tiles held at the end</source>
      <translation>Losetas de lugar al final</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="80" />
      <source>Lords</source>
      <translation>Señores</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="73" />
      <source>Merchants</source>
      <translation>Mercaderes</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="77" />
      <source>Miners</source>
      <translation>Mineros</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="20" />
      <source>Mountain</source>
      <translation>Montaña</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="59" />
      <source>Mountain: nobody builds there.</source>
      <translation>Montaña: nadie construye ahí.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="65" />
      <source>Move 1 of your settlements exactly 2 hexes in a straight line, jumping over anything, onto an empty buildable hex.</source>
      <translation>Mueve 1 de tus poblados exactamente 2 hexágonos en línea recta, saltando lo que haya, a un hexágono edificable vacío.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="61" />
      <source>Move 1 of your settlements onto Water, next to your own if you can.</source>
      <translation>Mueve 1 de tus poblados al Agua, junto a los tuyos si es posible.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="56" />
      <source>Move 1 of your settlements to the terrain of the card you played this turn, next to your own if you can.</source>
      <translation>Mueve 1 de tus poblados al terreno de la carta que jugaste en este turno, junto a los tuyos si es posible.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="47" />
      <source>No empty %1 hex is left: the card leaves the game.</source>
      <translation>No queda ningún hexágono de %1 vacío: la carta sale de la partida.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="257" />
      <source>Not a hex the %1 may reach now.</source>
      <translation>Un hexágono al que la loseta %1 no llega ahora.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="65" />
      <source>Not next to your settlements, while a hex of this terrain next to them is free.</source>
      <translation>No está junto a tus poblados, y hay un hexágono de este terreno libre junto a ellos.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="63" />
      <source>Not the terrain of your card (%1).</source>
      <translation>No es el terreno de tu carta (%1).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="28" />
      <source>Oasis</source>
      <translation>Oasis</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="26" />
      <source>Oracle</source>
      <translation>Oráculo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="33" />
      <source>Paddock</source>
      <translation>Cercado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="32" />
      <source>Player %1</source>
      <translation>Jugador %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="93" />
      <source>Round %1</source>
      <translation>Ronda %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="29" />
      <source>Round %1 · %2's turn</source>
      <translation>Ronda %1 · turno de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="93" />
      <source>Set-up</source>
      <translation>Preparación</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="17" />
      <source>Settlements built</source>
      <translation>Poblados construidos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="48" />
      <source>Several players have the same gold: there is no tie-breaker, they share the win.</source>
      <translation>Varios jugadores tienen el mismo oro: no hay desempate, comparten la victoria.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="74" />
      <source>Something happened (%1).</source>
      <translation>Algo ha pasado (%1).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="55" />
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="256" />
      <source>Taken.</source>
      <translation>Ocupado.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="55" />
      <source>Taken: your settlement.</source>
      <translation>Ocupado: un poblado tuyo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="30" />
      <source>Tavern</source>
      <translation>Taberna</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="23" />
      <source>Terrain card</source>
      <translation>Carta de terreno</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="102" />
      <source>Terrain deck, %n card(s)</source>
      <translation>
        <numerusform>Mazo de terreno, %n carta</numerusform>
        <numerusform>Mazo de terreno, %n cartas</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="33" />
      <source>The Kingdom Builder cards of this game: %1.</source>
      <translation>Las cartas de Kingdom Builder de esta partida: %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="30" />
      <source>The board is laid out: the %1 sections.</source>
      <translation>El tablero está montado: las secciones %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="26" />
      <source>The game is over</source>
      <translation>La partida ha terminado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="73" />
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="22" />
      <source>The game is over.</source>
      <translation>La partida ha terminado.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="35" />
      <source>The terrain cards are shuffled (%1).</source>
      <translation>Se barajan las cartas de terreno (%1).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="47" />
      <source>They have the same gold: they share the win.</source>
      <translation>Tienen el mismo oro: comparten la victoria.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="29" />
      <source>Tower</source>
      <translation>Torre</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="40" />
      <source>Use a tile.</source>
      <translation>Usa una loseta.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="65" />
      <source>Use your %1: build on the %2 at %3.</source>
      <translation>Usa tu loseta %1: construye en %2, en la %3.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="69" />
      <source>Use your %1: move your settlement from %2 to the %3 at %4.</source>
      <translation>Usa tu loseta %1: mueve tu poblado de la %2 a %3, en la %4.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="20" />
      <source>Waiting for %1 to take the seat…</source>
      <translation>Esperando a que %1 ocupe su sitio…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="24" />
      <source>Waiting for %1…</source>
      <translation>Esperando a %1…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="19" />
      <source>Water</source>
      <translation>Agua</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="57" />
      <source>Water: nobody builds there (a location tile may move a settlement onto it).</source>
      <translation>Agua: nadie construye ahí (una loseta de lugar puede mover un poblado a ella).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="78" />
      <source>Workers</source>
      <translation>Trabajadores</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="129" />
      <source>hall</source>
      <translation>salón</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="126" />
      <source>house</source>
      <translation>casa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="128" />
      <source>hut</source>
      <translation>cabaña</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="209" />
      <source>no tiles left</source>
      <translation>no quedan losetas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="132" />
      <source>ready to use</source>
      <translation>lista para usar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="193" />
      <source>row %1, column %2</source>
      <translation>fila %1, columna %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="133" />
      <source>taken this turn, usable from your next</source>
      <translation>tomada en este turno, se puede usar desde el siguiente</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="127" />
      <source>tower</source>
      <translation>torre</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="134" />
      <source>used this turn</source>
      <translation>usada en este turno</translation>
    </message>
  </context>
  <context>
    <name>Library</name>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="56" />
      <source>%1–%2 minutes</source>
      <translation>%1–%2 minutos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="48" />
      <source>%1–%2 players</source>
      <translation>%1–%2 jugadores</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/ui/library/tile.py" line="55" />
      <source>%n minute(s)</source>
      <translation>
        <numerusform>%n minuto</numerusform>
        <numerusform>%n minutos</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/ui/library/tile.py" line="47" />
      <source>%n player(s)</source>
      <translation>
        <numerusform>%n jugador</numerusform>
        <numerusform>%n jugadores</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/screen.py" line="82" />
      <location filename="../../omg_desktop/ui/library/window.py" line="66" />
      <source>&amp;Continue</source>
      <translation>&amp;Continuar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/window.py" line="65" />
      <source>&amp;Game</source>
      <translation>&amp;Partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/window.py" line="105" />
      <source>&amp;Host a network game</source>
      <translation>&amp;Organizar una partida en red</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/window.py" line="106" />
      <source>&amp;Join a network game</source>
      <translation>&amp;Unirse a una partida en red</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="36" />
      <source>&amp;Learn to play</source>
      <translation>&amp;Aprender a jugar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="35" />
      <source>&amp;New game</source>
      <translation>&amp;Nueva partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/first_lesson.py" line="69" />
      <source>&amp;Not now</source>
      <translation>Ahora &amp;no</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/window.py" line="71" />
      <source>&amp;Quit</source>
      <translation>&amp;Salir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="37" />
      <source>&amp;Rules</source>
      <translation>&amp;Reglas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/screen.py" line="87" />
      <source>All &amp;unfinished…</source>
      <translation>Todas las &amp;inacabadas…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/screen.py" line="90" />
      <source>All unfinished games</source>
      <translation>Todas las partidas inacabadas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/window.py" line="309" />
      <source>Back to the librar&amp;y</source>
      <translation>Volver a la &amp;biblioteca</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="39" />
      <source>Ca&amp;mpaign</source>
      <translation>Ca&amp;mpaña</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/first_lesson.py" line="59" />
      <source>Choose a game to learn, or look around first: each game's Learn to play keeps its lessons.</source>
      <translation>Elige un juego para aprender, o echa un vistazo antes: el Aprender a jugar de cada juego guarda sus lecciones.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/screen.py" line="106" />
      <source>Continue</source>
      <translation>Continuar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/screen.py" line="89" />
      <source>Every unfinished game, chapter and network table</source>
      <translation>Todas las partidas, capítulos y mesas en red sin terminar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/screen.py" line="57" />
      <source>Games in the box</source>
      <translation>Juegos de la caja</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/first_lesson.py" line="51" />
      <source>Learn to play</source>
      <translation>Aprender a jugar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="36" />
      <source>Learn to play %1</source>
      <translation>Aprender a jugar a %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/window.py" line="59" />
      <source>Library</source>
      <translation>Biblioteca</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/screen.py" line="79" />
      <source>Looking for an unfinished game…</source>
      <translation>Buscando una partida sin terminar…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="35" />
      <source>New game of %1</source>
      <translation>Nueva partida de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/first_lesson.py" line="53" />
      <source>New to these games? Each game of the box has a guided first game: a coach shows you every rule as you play, and you can leave at any time.</source>
      <translation>¿Nuevo en estos juegos? Cada juego de la caja tiene una primera partida guiada: un entrenador te muestra cada regla mientras juegas, y puedes dejarla en cualquier momento.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="38" />
      <source>S&amp;tatistics</source>
      <translation>&amp;Estadísticas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="38" />
      <source>Statistics of %1</source>
      <translation>Estadísticas de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="39" />
      <source>The campaign of %1</source>
      <translation>La campaña de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="81" />
      <source>The picture of %1</source>
      <translation>La imagen de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="37" />
      <source>The rules of %1</source>
      <translation>Las reglas de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/window.py" line="191" />
      <source>Your last game's save is damaged: its backup can be loaded.</source>
      <translation>El guardado de tu última partida está dañado: se puede cargar su copia de seguridad.</translation>
    </message>
  </context>
  <context>
    <name>Log</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="76" />
      <source>%1 (%2)</source>
      <comment>goods paid, then their value in coins</comment>
      <translation>%1 (%2)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/words.py" line="26" />
      <source>%1 and %2</source>
      <translation>%1 y %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="343" />
      <source>%1 assigned %2 to the %3</source>
      <translation>%1 puso a %2 en su %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="296" />
      <source>%1 built a %2 for free</source>
      <translation>%1 construyó su %2 gratis</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="300" />
      <source>%1 built a %2, paying %3</source>
      <translation>%1 construyó su %2 y pagó %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="295" />
      <source>%1 built an %2 for free</source>
      <translation>%1 construyó su %2 gratis</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="298" />
      <source>%1 built an %2, paying %3</source>
      <translation>%1 construyó su %2 y pagó %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="322" />
      <source>%1 did not build the planned %2; it goes back to their hand</source>
      <translation>%1 no construyó el edificio previsto (%2); vuelve a su mano</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="326" />
      <source>%1 did not build the planned %2; it is discarded</source>
      <translation>%1 no construyó el edificio previsto (%2); se descarta</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="331" />
      <source>%1 did not build their planned card; it goes back to their hand</source>
      <translation>%1 no construyó la carta prevista; vuelve a su mano</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="335" />
      <source>%1 did not build their planned card; it is discarded</source>
      <translation>%1 no construyó la carta prevista; se descarta</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="187" />
      <source>%1 discarded %2</source>
      <translation>%1 descartó %2</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="159" />
      <source>%1 drew %n card(s)</source>
      <translation>
        <numerusform>%1 robó %n carta</numerusform>
        <numerusform>%1 robó %n cartas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="158" />
      <source>%1 drew %n card(s): %2</source>
      <translation>
        <numerusform>%1 robó %n carta: %2</numerusform>
        <numerusform>%1 robó %n cartas: %2</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="169" />
      <source>%1 drew an extra card</source>
      <translation>%1 robó una carta adicional</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="165" />
      <source>%1 drew an extra card: %2</source>
      <translation>%1 robó una carta adicional: %2</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="145" />
      <source>%1 exchanged their whole hand (%n card(s))</source>
      <translation>
        <numerusform>%1 cambió toda su mano (%n carta)</numerusform>
        <numerusform>%1 cambió toda su mano (%n cartas)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="427" />
      <source>%1 gets %n good(s) on their %2</source>
      <translation>
        <numerusform>%1 recibe %n mercancía en su %2</numerusform>
        <numerusform>%1 recibe %n mercancías en su %2</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="213" />
      <source>%1 has made their choices</source>
      <translation>%1 ya ha elegido</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="440" />
      <source>%1 has nothing to pay</source>
      <translation>%1 no tiene nada que pagar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="310" />
      <source>%1 hired %2 for the %3, paying %4</source>
      <translation>%1 contrató a %2 para su %3 y pagó %4</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="308" />
      <source>%1 hired %2, paying %3</source>
      <translation>%1 contrató a %2 y pagó %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="150" />
      <source>%1 kept their hand</source>
      <translation>%1 se quedó con su mano</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="267" />
      <source>%1 let the %2 produce nothing</source>
      <translation>%1 dejó su %2 sin producir</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="433" />
      <source>%1 loses %n good(s) from their %2</source>
      <translation>
        <numerusform>%1 pierde %n mercancía de su %2</numerusform>
        <numerusform>%1 pierde %n mercancías de su %2</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="218" />
      <source>%1 moved an assistant to the %2, paying %3</source>
      <translation>%1 movió un ayudante a su %2 y pagó %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="441" />
      <source>%1 pays %2</source>
      <translation>%1 paga %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="242" />
      <source>%1 planned a building, face down</source>
      <translation>%1 planeó un edificio, boca abajo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="390" />
      <source>%1 played %2</source>
      <translation>%1 jugó %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="233" />
      <source>%1 put their worker on the %2, working efficiently</source>
      <translation>%1 puso a su trabajador en su %2, a trabajar de forma ordenada</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="237" />
      <source>%1 put their worker on the %2, working sloppily</source>
      <translation>%1 puso a su trabajador en su %2, a trabajar de forma chapucera</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="282" />
      <source>%1 ran the %2 chain %n time(s), gaining %3</source>
      <translation>
        <numerusform>%1 activó la cadena de su %2 %n vez y obtuvo %3</numerusform>
        <numerusform>%1 activó la cadena de su %2 %n veces y obtuvo %3</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="261" />
      <source>%1's %2 produced %3</source>
      <translation>%1 produjo %3 en su %2</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="254" />
      <source>%1's %2 produced %3, using %n card(s) from hand</source>
      <translation>
        <numerusform>%1 produjo %3 en su %2 con %n carta de la mano</numerusform>
        <numerusform>%1 produjo %3 en su %2 con %n cartas de la mano</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="269" />
      <source>%1's %2 produced nothing: resources are missing</source>
      <translation>%1 no produjo nada en su %2: faltan recursos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="227" />
      <source>%1's worker stays home: an assistant works at each of their buildings</source>
      <translation>El trabajador de %1 se queda en casa: hay un ayudante en cada uno de sus edificios</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/words.py" line="28" />
      <source>%1, %2</source>
      <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="470" />
      <source>%1: %n</source>
      <translation>
        <numerusform>%1: %n</numerusform>
        <numerusform>%1: %n</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="62" />
      <source>%n %1</source>
      <comment>a count of a good or resource</comment>
      <translation>
        <numerusform>%n %1</numerusform>
        <numerusform>%n %1</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/words.py" line="16" />
      <source>, </source>
      <comment>between the items of a list</comment>
      <translation>, </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="482" />
      <source>A character card is drawn and discarded: %1</source>
      <translation>Se roba y se descarta una carta de personaje: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="180" />
      <source>Both piles are empty: every player discards half their hand</source>
      <translation>Los dos mazos están vacíos: cada jugador descarta la mitad de su mano</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="475" />
      <source>Cards to discard because of the event: %1</source>
      <translation>Cartas que descartar por el evento: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="384" />
      <source>Event: %1</source>
      <translation>Evento: %1</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="375" />
      <source>Game over: %1 share the victory with %n point(s) each</source>
      <translation>
        <numerusform>Fin de la partida: %1 comparten la victoria con %n punto cada uno</numerusform>
        <numerusform>Fin de la partida: %1 comparten la victoria con %n puntos cada uno</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="373" />
      <source>Game over: %1 wins with %n point(s)</source>
      <translation>
        <numerusform>Fin de la partida: %1 gana con %n punto</numerusform>
        <numerusform>Fin de la partida: %1 gana con %n puntos</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="406" />
      <source>New assistant for hire: %1</source>
      <translation>Nuevo ayudante para contratar: %1</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="398" />
      <source>New building: %1 (%n card(s) in the display)</source>
      <translation>
        <numerusform>Nuevo edificio: %1 (%n carta junto al mercado)</numerusform>
        <numerusform>Nuevo edificio: %1 (%n cartas junto al mercado)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="404" />
      <source>New character in the draw pile: %1</source>
      <translation>Nuevo personaje en el mazo de robo: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="132" />
      <source>Phase I: each player may exchange their hand</source>
      <translation>Fase I: cada jugador puede cambiar su mano</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="134" />
      <source>Phase II: each player places their worker and plans a building</source>
      <translation>Fase II: cada jugador coloca a su trabajador y planea un edificio</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="138" />
      <source>Phase III: the sunset row is revealed</source>
      <translation>Fase III: se descubre la fila del atardecer</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="351" />
      <source>Phase IV: %1's turn to produce and build</source>
      <translation>Fase IV: turno de %1 para producir y construir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="89" />
      <source>Round %1</source>
      <translation>Ronda %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="123" />
      <source>Round %1 begins; %2 is the first player</source>
      <translation>Empieza la ronda %1; %2 es el jugador inicial</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="91" />
      <source>Round %1, phase %2</source>
      <translation>Ronda %1, fase %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="206" />
      <source>Sunrise row: %1 is revealed (%2)</source>
      <translation>Fila del amanecer: se descubre %1 (%2)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="198" />
      <source>Sunrise row: %1 with a half sun is revealed (%2)</source>
      <translation>Fila del amanecer: se descubre %1 con medio sol (%2)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="208" />
      <source>Sunset row: %1 is revealed (%2)</source>
      <translation>Fila del atardecer: se descubre %1 (%2)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="202" />
      <source>Sunset row: %1 with a half sun is revealed (%2)</source>
      <translation>Fila del atardecer: se descubre %1 con medio sol (%2)</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="174" />
      <source>The discard pile was shuffled into a new draw pile of %n card(s)</source>
      <translation>
        <numerusform>La pila de descartes se barajó y forma un nuevo mazo de robo de %n carta</numerusform>
        <numerusform>La pila de descartes se barajó y forma un nuevo mazo de robo de %n cartas</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="356" />
      <source>The end of the game is near: round %1 will be the last</source>
      <translation>El final de la partida se acerca: la ronda %1 será la última</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="363" />
      <source>The round ends: the market's %n card(s) are discarded</source>
      <translation>
        <numerusform>Termina la ronda: se descarta %n carta del mercado</numerusform>
        <numerusform>Termina la ronda: se descartan las %n cartas del mercado</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="460" />
      <source>This round %1 may move %n assistant(s) for free</source>
      <translation>
        <numerusform>Esta ronda, %1 puede mover %n ayudante gratis</numerusform>
        <numerusform>Esta ronda, %1 puede mover %n ayudantes gratis</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="448" />
      <source>This round %1 sees one more %2 in the market</source>
      <translation>Esta ronda, %1 tiene 1 %2 más en el mercado</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="453" />
      <source>This round %1's %2 buildings produce %n more good(s)</source>
      <translation>
        <numerusform>Esta ronda, los edificios de color %2 de %1 producen %n mercancía más</numerusform>
        <numerusform>Esta ronda, los edificios de color %2 de %1 producen %n mercancías más</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="458" />
      <source>This round building costs %1 %n coin(s) less</source>
      <translation>
        <numerusform>Esta ronda, construir le cuesta a %1 %n moneda menos</numerusform>
        <numerusform>Esta ronda, construir le cuesta a %1 %n monedas menos</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="417" />
      <source>This round each player draws %n card(s) in phase I</source>
      <translation>
        <numerusform>Esta ronda, cada jugador roba %n carta en la fase I</numerusform>
        <numerusform>Esta ronda, cada jugador roba %n cartas en la fase I</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="421" />
      <source>This round hands may be exchanged</source>
      <translation>Esta ronda se pueden cambiar las manos</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="459" />
      <source>This round hiring costs %1 %n coin(s) less</source>
      <translation>
        <numerusform>Esta ronda, contratar le cuesta a %1 %n moneda menos</numerusform>
        <numerusform>Esta ronda, contratar le cuesta a %1 %n monedas menos</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="422" />
      <source>This round no hand may be exchanged</source>
      <translation>Esta ronda no se puede cambiar ninguna mano</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="413" />
      <source>This round the market rows show %n half sun(s)</source>
      <translation>
        <numerusform>Esta ronda, las filas del mercado muestran %n medio sol</numerusform>
        <numerusform>Esta ronda, las filas del mercado muestran %n medios soles</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="34" />
      <source>a hidden card</source>
      <translation>una carta oculta</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="49" />
      <source>any resource</source>
      <translation>cualquier recurso</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="70" />
      <source>nothing</source>
      <translation>nada</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../../omg_desktop/ui/main_window.py" line="475" />
      <source>%1 is thinking…</source>
      <translation>%1 está pensando…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="145" />
      <source>%1, an earlier unfinished game</source>
      <translation>%1, una partida anterior sin terminar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="152" />
      <source>%1, round %2</source>
      <translation>%1, ronda %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="70" />
      <source>%1: %2</source>
      <translation>%1: %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="123" />
      <source>&amp;About OMG Desktop</source>
      <translation>Acerca &amp;de OMG Desktop</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="87" />
      <source>&amp;Animation speed</source>
      <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="107" />
      <source>&amp;Confirm each piece taken (for touch screens)</source>
      <translation>Con&amp;firmar cada pieza tomada (para pantallas táctiles)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="86" />
      <source>&amp;Fit the table</source>
      <translation>Ver la mesa &amp;entera</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="30" />
      <source>&amp;Game</source>
      <translation>&amp;Partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="30" />
      <source>&amp;Help</source>
      <translation>A&amp;yuda</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="119" />
      <source>&amp;Hint: what would Normal do?</source>
      <translation>&amp;Pista: ¿qué haría Normal?</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="65" />
      <source>&amp;Join a network game…</source>
      <translation>&amp;Unirse a una partida en red…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="55" />
      <source>&amp;Keep playing</source>
      <translation>Seguir &amp;jugando</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="121" />
      <source>&amp;Keyboard shortcuts</source>
      <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="132" />
      <source>&amp;Language</source>
      <translation>&amp;Idioma</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="118" />
      <source>&amp;Learn to play…</source>
      <translation>Aprender a &amp;jugar…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="54" />
      <source>&amp;Leave the game</source>
      <translation>&amp;Dejar la partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="67" />
      <source>&amp;Load game…</source>
      <translation>Ca&amp;rgar partida…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/main_window.py" line="115" />
      <source>&amp;Log</source>
      <translation>Re&amp;gistro</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="62" />
      <source>&amp;New game…</source>
      <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="78" />
      <source>&amp;Quit</source>
      <translation>&amp;Salir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/saving.py" line="64" />
      <source>&amp;Replay</source>
      <translation>&amp;Ver de nuevo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="75" />
      <source>&amp;Reset my turn</source>
      <translation>Reiniciar mi &amp;turno</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="120" />
      <source>&amp;Rules</source>
      <translation>&amp;Reglas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="66" />
      <source>&amp;Save game…</source>
      <translation>&amp;Guardar partida…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="74" />
      <source>&amp;Undo</source>
      <translation>&amp;Deshacer</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="30" />
      <source>&amp;View</source>
      <translation>&amp;Ver</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="53" />
      <source>A game is in progress.</source>
      <translation>Hay una partida en curso.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/help.py" line="46" />
      <source>A hint is there when it is your decision.</source>
      <translation>Hay una pista disponible cuando te toca decidir.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/saving.py" line="37" />
      <source>A lesson is not saved as a game: it remembers its step by itself.</source>
      <translation>Una lección no se guarda como partida: recuerda sola en qué paso va.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/saving.py" line="32" />
      <source>A network game is kept by its host: your seat is taken back from there.</source>
      <translation>Una partida en red la guarda quien la organiza: tu puesto se recupera desde allí.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="124" />
      <source>About &amp;Qt</source>
      <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/help.py" line="110" />
      <source>About Qt</source>
      <translation>Acerca de Qt</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="122" />
      <source>About the card &amp;data</source>
      <translation>Sobre los &amp;datos de las cartas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="186" />
      <source>Act on the item in the focus ring, as a click does (choose, turn, press); in the panel, press the focused button</source>
      <translation>Actuar sobre el elemento del anillo de foco, como un clic (elegir, girar, pulsar); en el panel, pulsar el botón que tiene el foco</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="204" />
      <source>Alt + underlined letter</source>
      <translation>Alt + letra subrayada</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="183" />
      <source>Arrow keys</source>
      <translation>Teclas de flecha</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="96" />
      <source>Autosave failed: %1</source>
      <translation>Ha fallado el guardado automático: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="42" />
      <source>Chat at the table</source>
      <translation>Charla en la mesa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="91" />
      <source>Computer for an a&amp;bsent friend</source>
      <translation>Ordenador para un a&amp;migo ausente</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/tables.py" line="331" />
      <source>Could not take a seat at the network table: %1</source>
      <translation>No se pudo ocupar un puesto en la mesa en red: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="192" />
      <source>Enter</source>
      <translation>Enter</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="91" />
      <source>Fast</source>
      <translation>Rápida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/main_window.py" line="107" />
      <source>Game log</source>
      <translation>Registro de la partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/main_window.py" line="218" />
      <source>Game ▸ New game to begin</source>
      <translation>Partida ▸ Nueva partida para empezar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/help.py" line="52" />
      <source>Hint: %1</source>
      <translation>Pista: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="64" />
      <source>Host a net&amp;work game…</source>
      <translation>&amp;Organizar una partida en red…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/help.py" line="43" />
      <source>In a lesson the coach says what to do.</source>
      <translation>En una lección, el entrenador dice qué hacer.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="90" />
      <source>Instant</source>
      <translation>Instantánea</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="38" />
      <source>It could not be autosaved: save it to a slot first (Game ▸ Save game) to keep it.</source>
      <translation>No se pudo guardar automáticamente: guárdala antes en un espacio (Partida ▸ Guardar partida) para conservarla.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="44" />
      <source>It stays in the autosave; when the next game begins it is kept in a free save slot (Game ▸ Load game).</source>
      <translation>Se queda en el guardado automático; cuando empiece la próxima partida, se guardará en un espacio libre (Partida ▸ Cargar partida).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="203" />
      <source>L</source>
      <translation>L</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="154" />
      <source>Language</source>
      <translation>Idioma</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="52" />
      <source>Leave this game?</source>
      <translation>¿Dejar esta partida?</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="200" />
      <source>Minus</source>
      <translation>Menos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="178" />
      <source>Move the focus ring over the table's cards, goods and buttons, then on to the controls of the panel</source>
      <translation>Mover el anillo de foco por las cartas, mercancías y botones de la mesa y luego a los controles del panel</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="183" />
      <source>Move the focus ring to the nearest item that way</source>
      <translation>Mover el anillo de foco al elemento más cercano en esa dirección</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="220" />
      <source>No copy of this network game was kept here.</source>
      <translation>Aquí no se guardó ninguna copia de esta partida en red.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="92" />
      <source>Normal</source>
      <translation>Normal</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="201" />
      <source>On goods in the focus ring: one fewer in the payment (a right click too)</source>
      <translation>En bienes con el anillo de foco: uno menos en el pago (también con el clic derecho)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="204" />
      <source>Press a button of the panel</source>
      <translation>Pulsar un botón del panel</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="193" />
      <source>Press the focused button; elsewhere, confirm the current step (a hand card in the focus ring that is not planned yet is planned first)</source>
      <translation>Pulsa el botón con el foco; en otro lugar, confirma el paso actual (una carta de la mano en el anillo de foco que aún no está planeada se planea primero)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="68" />
      <source>Re&amp;play a saved game…</source>
      <translation>Re&amp;producir una partida guardada…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="80" />
      <source>Replay the network game so &amp;far</source>
      <translation>Reproducir la partida en red hasta &amp;ahora</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="72" />
      <source>S&amp;tatistics…</source>
      <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="178" />
      <source>Saved as “%1”.</source>
      <translation>Guardada como «%1».</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="47" />
      <location filename="../../omg_desktop/ui/network/window_part.py" line="49" />
      <source>Say something to the table</source>
      <translation>Di algo a la mesa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="48" />
      <source>Say something to the table (Enter sends)</source>
      <translation>Di algo a la mesa (Intro lo envía)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="237" />
      <source>Seat %1</source>
      <translation>Puesto %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="198" />
      <source>Show the end of the moves at once</source>
      <translation>Mostrar ya el final de los movimientos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="70" />
      <source>Show the score s&amp;heet</source>
      <translation>Mostrar la &amp;hoja de puntos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="93" />
      <source>Slow</source>
      <translation>Lenta</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="185" />
      <location filename="../../omg_desktop/ui/menus.py" line="205" />
      <source>Space</source>
      <translation>Space</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="198" />
      <source>Space (while cards move)</source>
      <translation>Space (mientras se mueven las cartas)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="136" />
      <source>System language</source>
      <translation>Idioma del sistema</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="177" />
      <source>Tab / Shift+Tab</source>
      <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="205" />
      <source>Take over the computer behind a cover</source>
      <translation>Tomar el relevo tras la pantalla que oculta la mesa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="201" />
      <source>Take the seat first: the replay is its player's.</source>
      <translation>Ocupa el puesto primero: la repetición es de quien lo juega.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="63" />
      <source>The Longsdale &amp;Conspiracy…</source>
      <translation>La &amp;conspiración de Longsdale…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="105" />
      <source>The autosave was damaged. Its backup, an earlier game, is kept in %1: Game ▸ Load game lists it.</source>
      <translation>El guardado automático estaba dañado. Su copia de seguridad, de una partida anterior, se guarda en %1: Partida ▸ Cargar partida la muestra.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/tables.py" line="116" />
      <source>The certificate file cannot be used (%1).</source>
      <translation>El archivo de certificado no se puede usar (%1).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="36" />
      <source>The chapter is kept in its campaign slot: Continue goes on with it.</source>
      <translation>El capítulo se guarda en su ranura de campaña: Continuar sigue con él.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/tables.py" line="256" />
      <source>The computer for an absent friend was not changed: %1</source>
      <translation>El ordenador para un amigo ausente no se cambió: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="211" />
      <source>The game being played cannot be replayed until it is over.</source>
      <translation>La partida en curso no se puede ver de nuevo hasta que termine.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="176" />
      <source>The game was not saved: %1</source>
      <translation>La partida no se ha guardado: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_history.py" line="65" />
      <source>The game's replay could not be kept: %1</source>
      <translation>No se ha podido guardar la repetición de la partida: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/tables.py" line="338" />
      <source>The host has left the network game (%1). The game so far stays on the table and in the log; if the host opens it again, Game ▸ Join a network game ▸ Take my seat back goes on with it.</source>
      <translation>Quien organiza ha dejado la partida en red (%1). La partida hasta ahora sigue en la mesa y en el registro; si vuelve a abrirla, Partida ▸ Unirse a una partida en red ▸ Recuperar mi puesto sigue donde quedó.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="42" />
      <source>The lesson goes on from this step next time (Help ▸ Learn to play).</source>
      <translation>La próxima vez la lección sigue desde este paso (Ayuda ▸ Aprender a jugar).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/tables.py" line="224" />
      <location filename="../../omg_desktop/ui/network/tables.py" line="230" />
      <source>The network game could not be hosted: %1</source>
      <translation>No se pudo organizar la partida en red: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="155" />
      <source>The new language is used from the next start of the game. Close the game and start it again to see it.</source>
      <translation>El nuevo idioma se usará a partir del próximo inicio del juego. Cierra el juego y vuelve a abrirlo para verlo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="203" />
      <source>The opponents' last round (table focused)</source>
      <translation>La última ronda de los rivales (con el foco en la mesa)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/main_window.py" line="375" />
      <source>The table is showing the last moves: click it or press Space to see them at once.</source>
      <translation>La mesa está mostrando las últimas jugadas: haz clic en ella o pulsa Espacio para verlas de una vez.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/saving.py" line="28" />
      <source>There is no game to save yet.</source>
      <translation>Todavía no hay ninguna partida que guardar.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="229" />
      <source>This copy is of another game (%1): replay it from that game's window.</source>
      <translation>Esta copia es de otro juego (%1): repítela desde la ventana de ese juego.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="233" />
      <source>This replay is of a game of %1: watch it from that game's statistics.</source>
      <translation>Esta repetición es de una partida de %1: mírala desde las estadísticas de ese juego.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="52" />
      <source>This save holds a game of %1: open it from the library.</source>
      <translation>Esta partida guardada es de %1: ábrela desde la biblioteca.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="75" />
      <source>This save names a computer level this version does not know, for %1. They play at Normal level now.</source>
      <translation>Esta partida guardada indica un nivel de ordenador que esta versión no conoce, para %1. Ahora juegan en nivel Normal.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/main_window.py" line="210" />
      <source>Welcome! Start a game with New game (Ctrl+N): choose the players, people or computers, and the rules.</source>
      <translation>¡Bienvenido! Empieza una partida con Nueva partida (Ctrl+N): elige los jugadores, personas u ordenador, y las reglas.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="26" />
      <source>You host this network game: leaving closes the table for everyone until you take your seat back (Game ▸ Join a network game).</source>
      <translation>Tú organizas esta partida en red: al dejarla, la mesa se cierra para todos hasta que recuperes tu puesto (Partida ▸ Unirse a una partida en red).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="146" />
      <source>Your earlier unfinished game is kept in %1: Game ▸ Load game lists it.</source>
      <translation>Tu partida anterior sin terminar se guarda en %1: Partida ▸ Cargar partida la muestra.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="31" />
      <source>Your seat is kept: Game ▸ Join a network game takes it back while the host keeps the table.</source>
      <translation>Tu puesto se guarda: Partida ▸ Unirse a una partida en red lo recupera mientras quien organiza mantenga la mesa.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="84" />
      <source>Zoom &amp;in</source>
      <translation>&amp;Acercar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="85" />
      <source>Zoom &amp;out</source>
      <translation>A&amp;lejar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/tables.py" line="329" />
      <source>nothing answers at %1: is the address right, and the host's table open?</source>
      <translation>nada responde en %1: ¿es correcta la dirección y está abierta la mesa de quien organiza?</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/tables.py" line="323" />
      <source>the host's certificate is not trusted here: ask the host for its certificate file and choose it under Trust certificate</source>
      <translation>este equipo no confía en el certificado del anfitrión: pide al anfitrión su archivo de certificado y elígelo en Confiar en certificado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/main_window.py" line="394" />
      <source>thinking…</source>
      <translation>pensando…</translation>
    </message>
  </context>
  <context>
    <name>Network</name>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="448" />
      <source>%1 (you)</source>
      <translation>%1 (tú)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="327" />
      <source>%1 at table %2 on %3</source>
      <translation>%1 en la mesa %2 de %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="325" />
      <source>%1 at your own table %2</source>
      <translation>%1 en tu propia mesa %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="249" />
      <source>&amp;Browse…</source>
      <translation>&amp;Examinar…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="485" />
      <source>&amp;Copy the address and code</source>
      <translation>&amp;Copiar la dirección y el código</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="291" />
      <source>&amp;Forget this seat</source>
      <translation>&amp;Olvidar este puesto</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="276" />
      <source>&amp;Join</source>
      <translation>&amp;Unirse</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="525" />
      <source>&amp;Keep playing</source>
      <translation>&amp;Seguir jugando</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="119" />
      <source>&amp;Open the table</source>
      <translation>A&amp;brir la mesa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="524" />
      <source>&amp;Quit</source>
      <translation>&amp;Salir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="287" />
      <source>&amp;Replay my copy</source>
      <translation>Re&amp;producir mi copia</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="286" />
      <location filename="../../omg_desktop/ui/start_offers.py" line="82" />
      <source>&amp;Take my seat back</source>
      <translation>&amp;Recuperar mi puesto</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="248" />
      <source>A certificate file to trust (PEM)</source>
      <translation>Un archivo de certificado en el que confiar (PEM)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="346" />
      <source>A certificate is trusted only for a wss:// address.</source>
      <translation>Un certificado solo se usa con una dirección wss://.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="162" />
      <source>A friend over the network joins each chapter with the address and code this window shows (Game ▸ Join a network game); the campaign is saved here, in your slot.</source>
      <translation>Un amigo por la red se une a cada capítulo con la dirección y el código que muestra esta ventana (Partida ▸ Unirse a una partida en red); la campaña se guarda aquí, en tu ranura.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="523" />
      <source>A network game is in progress.</source>
      <translation>Hay una partida en red en curso.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="468" />
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="489" />
      <source>Address: %1</source>
      <translation>Dirección: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="357" />
      <source>All files (*)</source>
      <translation>Todos los archivos (*)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="139" />
      <source>At least one seat is for a friend over the network.</source>
      <translation>Al menos un puesto es para un amigo por la red.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="137" />
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="187" />
      <source>At least one seat is played here, at this screen.</source>
      <translation>Al menos un puesto se juega aquí, en esta pantalla.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="459" />
      <source>At the table: %1</source>
      <translation>En la mesa: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="277" />
      <source>Cancel</source>
      <translation>Cancelar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="357" />
      <source>Certificates (*.pem *.crt *.cer)</source>
      <translation>Certificados (*.pem *.crt *.cer)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/waiting.py" line="33" />
      <source>Chapter over: the host is choosing what comes next…</source>
      <translation>Capítulo terminado: el anfitrión está eligiendo lo que viene…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="250" />
      <source>Choose the certificate file</source>
      <translation>Elegir el archivo de certificado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="469" />
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="489" />
      <source>Code: %1</source>
      <translation>Código: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="206" />
      <location filename="../../omg_desktop/ui/network/net_game.py" line="446" />
      <source>Computer %1</source>
      <translation>Ordenador %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="444" />
      <source>Computer %1 (%2)</source>
      <translation>Ordenador %1 (%2)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="436" />
      <source>Connecting to %1…</source>
      <translation>Conectando con %1…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="436" />
      <source>Connecting to the host…</source>
      <translation>Conectando con quien organiza…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="662" />
      <source>Connection to the host lost (%1): reconnecting…</source>
      <translation>Conexión con quien organiza perdida (%1): reconectando…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="497" />
      <source>Copied: paste it to your friends</source>
      <translation>Copiado: pégalo para tus amigos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="467" />
      <source>Give your friends this address and code (Game ▸ Join a network game):</source>
      <translation>Da a tus amigos esta dirección y este código (Partida ▸ Unirse a una partida en red):</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="91" />
      <source>Host a network game</source>
      <translation>Organizar una partida en red</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="256" />
      <source>Host's &amp;address:</source>
      <translation>&amp;Dirección de quien organiza:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="102" />
      <source>If a friend is &amp;away, a computer plays for them:</source>
      <translation>Si un amigo está &amp;ausente, un ordenador juega por él:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="232" />
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="233" />
      <source>Join a network game</source>
      <translation>Unirse a una partida en red</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="105" />
      <source>Network</source>
      <translation>Red</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="664" />
      <source>Network game %1 on %2</source>
      <translation>Partida en red %1 en %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="428" />
      <source>Network table %1 as %2 (left %3)</source>
      <translation>Mesa en red %1 como %2 (salida %3)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="427" />
      <source>Network table %1, hosted here, as %2 (left %3)</source>
      <translation>Mesa en red %1, organizada aquí, como %2 (salida %3)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="96" />
      <location filename="../../omg_desktop/ui/network/window_part.py" line="94" />
      <source>Nobody: the table waits</source>
      <translation>Nadie: la mesa espera</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="120" />
      <source>Open the table</source>
      <translation>Abrir la mesa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="265" />
      <source>Problem</source>
      <translation>Problema</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="522" />
      <source>Quit the network game?</source>
      <translation>¿Salir de la partida en red?</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="449" />
      <source>Seat %1</source>
      <translation>Puesto %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="281" />
      <source>Seats you hold</source>
      <translation>Tus puestos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="284" />
      <source>Seats you hold at unfinished network games</source>
      <translation>Tus puestos en partidas en red sin terminar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="458" />
      <source>Table %1: the game begins</source>
      <translation>Mesa %1: la partida empieza</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="452" />
      <source>Table %1: waiting for %n more player(s)</source>
      <translation>
        <numerusform>Mesa %1: esperando %n jugador más</numerusform>
        <numerusform>Mesa %1: esperando %n jugadores más</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="257" />
      <source>Table &amp;code:</source>
      <translation>&amp;Código de la mesa:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="350" />
      <source>That file is not a certificate (PEM) this program can read.</source>
      <translation>Ese archivo no es un certificado (PEM) que este programa pueda leer.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/waiting.py" line="22" />
      <source>The Longsdale Conspiracy, %1</source>
      <translation>La conspiración de Longsdale, %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="289" />
      <source>The game so far as your seat saw it (kept on this computer), in the replay window</source>
      <translation>La partida hasta ahora tal como la vio tu puesto (guardada en este ordenador), en la ventana de repetición</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="399" />
      <source>The host did not pass the message on: %1</source>
      <translation>Quien organiza no pasó el mensaje: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="658" />
      <source>The host has left the game.</source>
      <translation>Quien organiza ha dejado la partida.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="402" />
      <source>The host refused the move: %1</source>
      <translation>Quien organiza rechazó la jugada: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="238" />
      <source>The host's address</source>
      <translation>La dirección de quien organiza</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="356" />
      <source>The host's certificate</source>
      <translation>El certificado del anfitrión</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/waiting.py" line="30" />
      <source>The story's last chapter is over: the host reads its ending.</source>
      <translation>El último capítulo de la historia ha terminado: el anfitrión lee su final.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="242" />
      <source>The table's code</source>
      <translation>El código de la mesa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="339" />
      <source>The table's code has 6 letters and digits.</source>
      <translation>El código de la mesa tiene 6 letras y cifras.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="348" />
      <source>There is no certificate file there.</source>
      <translation>No hay ningún archivo de certificado ahí.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="482" />
      <source>To paste into a message to your friends</source>
      <translation>Para pegarlo en un mensaje a tus amigos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="259" />
      <source>Tr&amp;ust certificate:</source>
      <translation>Con&amp;fiar en certificado:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="337" />
      <source>Type the host's address, as they gave it (for example 192.168.1.20:8765).</source>
      <translation>Escribe la dirección de quien organiza, tal como te la dio (por ejemplo 192.168.1.20:8765).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="342" />
      <source>Type your name, as the others will see it.</source>
      <translation>Escribe tu nombre, tal como lo verán los demás.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="95" />
      <source>Who plays for a friend who is away</source>
      <translation>Quién juega por un amigo ausente</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="511" />
      <source>You host this network game: quitting closes the table for everyone until you take your seat back at the next start.</source>
      <translation>Tú organizas esta partida en red: al salir, la mesa se cierra para todos hasta que recuperes tu puesto la próxima vez que abras el programa.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="411" />
      <source>You were hosting a network game at table %1 as %2 when the game was closed. Take your seat back? The table opens again on this computer.</source>
      <translation>Organizabas una partida en red en la mesa %1 como %2 cuando se cerró el juego. ¿Recuperar tu puesto? La mesa se abre de nuevo en este ordenador.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="416" />
      <source>You were playing a network game at table %1 as %2 when the game was closed. Take your seat back? (Game ▸ Join a network game offers it later too.)</source>
      <translation>Jugabas una partida en red en la mesa %1 como %2 cuando se cerró el juego. ¿Recuperar tu puesto? (Partida ▸ Unirse a una partida en red también lo ofrece más tarde.)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="258" />
      <source>Your &amp;name:</source>
      <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="110" />
      <source>Your friends choose Game ▸ Join a network game and type the address and code this window shows once the table is open. Friends on the same network (LAN) can join at once; over the internet see the network guide.</source>
      <translation>Tus amigos eligen Partida ▸ Unirse a una partida en red y escriben la dirección y el código que esta ventana muestra cuando la mesa está abierta. Los amigos de la misma red (LAN) se unen enseguida; por internet, mira la guía de red.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="245" />
      <source>Your name</source>
      <translation>Tu nombre</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="516" />
      <source>Your seat is kept: the next start, or Game ▸ Join a network game, takes it back while the host keeps the table.</source>
      <translation>Tu puesto se guarda: la próxima vez que abras el programa, o Partida ▸ Unirse a una partida en red, lo recupera mientras quien organiza mantenga la mesa.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="648" />
      <source>away</source>
      <translation>ausente</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="648" />
      <source>away: a computer plays</source>
      <translation>ausente: juega un ordenador</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="650" />
      <source>deciding…</source>
      <translation>decidiendo…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="703" />
      <source>it is not your decision now</source>
      <translation>ahora no es tu decisión</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="247" />
      <source>only for a wss:// host with its own certificate</source>
      <translation>solo para un anfitrión wss:// con su propio certificado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="646" />
      <source>reconnecting…</source>
      <translation>reconectando…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="708" />
      <source>that move is not one of yours now</source>
      <translation>esa jugada no es una de las tuyas ahora</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="67" />
      <source>the connection broke</source>
      <translation>la conexión se cortó</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="63" />
      <source>the host did not come back</source>
      <translation>quien organiza no volvió</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="65" />
      <source>the host stopped</source>
      <translation>quien organiza se detuvo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="650" />
      <source>thinking…</source>
      <translation>pensando…</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="301" />
      <source>&amp;Number of players:</source>
      <translation>&amp;Número de jugadores:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="344" />
      <source>&amp;Rules:</source>
      <translation>&amp;Reglas:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="367" />
      <source>&amp;Start game</source>
      <translation>&amp;Empezar partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="202" />
      <source>(their own name)</source>
      <translation>(el nombre que él dé)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="51" />
      <source>A friend, over the network</source>
      <translation>Un amigo, por la red</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="534" />
      <source>A game needs at least one seat.</source>
      <translation>Una partida necesita al menos un puesto.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="329" />
      <source>About the computer levels</source>
      <translation>Sobre los niveles del ordenador</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="339" />
      <source>About the rule set</source>
      <translation>Sobre las reglas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="107" />
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="81" />
      <source>Ana</source>
      <translation>Ana</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="79" />
      <source>Beginner</source>
      <translation>Principiante</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="87" />
      <source>Beginner plays any allowed move, at random: good for learning the rules.</source>
      <translation>Principiante hace cualquier jugada permitida, al azar: bueno para aprender las reglas.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="108" />
      <source>Bruno</source>
      <translation>Bruno</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="369" />
      <source>Cancel</source>
      <translation>Cancelar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="109" />
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="84" />
      <source>Chiara</source>
      <translation>Chiara</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="74" />
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="52" />
      <source>Computer</source>
      <translation>Ordenador</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="167" />
      <source>Computer level of player %1</source>
      <translation>Nivel del ordenador del jugador %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="110" />
      <source>Daiki</source>
      <translation>Daiki</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="80" />
      <source>Easy</source>
      <translation>Fácil</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="90" />
      <source>Easy takes what pays most at once and does not plan ahead.</source>
      <translation>Fácil elige lo que más rinde en el momento y no planea a futuro.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="378" />
      <source>Game</source>
      <translation>Partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="82" />
      <source>Hard</source>
      <translation>Difícil</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="98" />
      <source>Hard tries its best ideas in many imagined games before each choice; it thinks a little longer.</source>
      <translation>Difícil prueba sus mejores ideas en muchas partidas imaginadas antes de cada decisión; piensa un poco más.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="73" />
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="50" />
      <source>Here, at this screen</source>
      <translation>Aquí, en esta pantalla</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="352" />
      <source>Leave empty for a new random deal. Type a number or a word to play the same deal again.</source>
      <translation>Déjalo vacío para un reparto aleatorio nuevo. Escribe un número o una palabra para volver a jugar el mismo reparto.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="306" />
      <source>Level</source>
      <translation>Nivel</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="306" />
      <source>Name</source>
      <translation>Nombre</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="142" />
      <source>Name of player %1</source>
      <translation>Nombre del jugador %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="275" />
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="276" />
      <source>New game</source>
      <translation>Nueva partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="81" />
      <source>Normal</source>
      <translation>Normal</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="93" />
      <source>Normal knows the game: it plans a few moves ahead and weighs what each thing on the table is worth.</source>
      <translation>Normal conoce el juego: planea unas jugadas por adelantado y sopesa lo que vale cada cosa de la mesa.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="299" />
      <source>Number of players</source>
      <translation>Número de jugadores</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="482" />
      <source>Player %1</source>
      <translation>Jugador %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="152" />
      <source>Player %1 plays as</source>
      <translation>El jugador %1 juega como</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="304" />
      <source>Players</source>
      <translation>Jugadores</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="306" />
      <source>Plays as</source>
      <translation>Juega como</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="362" />
      <source>Problem</source>
      <translation>Problema</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="349" />
      <source>Random</source>
      <translation>Aleatorio</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="333" />
      <source>Rule set</source>
      <translation>Reglas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="357" />
      <source>S&amp;eed:</source>
      <translation>Se&amp;milla:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="540" />
      <source>Seat %1 needs a name.</source>
      <translation>El puesto %1 necesita un nombre.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="145" />
      <source>Seat &amp;%1:</source>
      <translation>Puesto &amp;%1:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="350" />
      <source>Seed</source>
      <translation>Semilla</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="368" />
      <source>Start game</source>
      <translation>Empezar partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="544" />
      <source>Two players are called “%1”. Give each player a different name.</source>
      <translation>Dos jugadores se llaman «%1». Da a cada jugador un nombre distinto.</translation>
    </message>
  </context>
  <context>
    <name>Panel</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="80" />
      <source>%1 (%2 each, you have %3)</source>
      <translation>%1 (vale %2, tienes %3)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="200" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="210" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="467" />
      <source>%1 (%2)</source>
      <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="47" />
      <source>%1 (%n coin(s))</source>
      <translation>
        <numerusform>%1 (%n moneda)</numerusform>
        <numerusform>%1 (%n monedas)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="41" />
      <source>%1 (cost %2, %3 VP)</source>
      <translation>%1 (coste %2, %3 PV)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="198" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="469" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="478" />
      <source>%1 (needs %2)</source>
      <translation>%1 (necesita %2)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/characters.py" line="62" />
      <source>%1 (not now)</source>
      <translation>%1 (ahora no)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="493" />
      <source>%1 from a building</source>
      <translation>%1 de un edificio</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="84" />
      <source>%1 to pay</source>
      <translation>%1 para pagar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="210" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="502" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="221" />
      <source>%1 × %2</source>
      <translation>%1 × %2</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="344" />
      <source>%1 × (%2) gives %3 × %4 (%n coin(s))</source>
      <translation>
        <numerusform>%1 × (%2) da %3 × %4 (%n moneda)</numerusform>
        <numerusform>%1 × (%2) da %3 × %4 (%n monedas)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="313" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="503" />
      <source>%1: %2 → %3</source>
      <translation>%1: %2 → %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/assign.py" line="35" />
      <source>&amp;Assign</source>
      <translation>&amp;Asignar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="134" />
      <source>&amp;Build</source>
      <translation>&amp;Construir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="274" />
      <source>&amp;Building:</source>
      <translation>&amp;Edificio:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="66" />
      <source>&amp;Confirm my choices</source>
      <translation>Co&amp;nfirmar mis elecciones</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="80" />
      <source>&amp;Discard from hand:</source>
      <translation>Descartar de la &amp;mano:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/opening.py" line="78" />
      <source>&amp;Discard the selected card</source>
      <translation>Desc&amp;artar la carta elegida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/assign.py" line="36" />
      <source>&amp;Done</source>
      <translation>&amp;Listo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="273" />
      <source>&amp;Done with chains</source>
      <translation>&amp;Listo con las cadenas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="144" />
      <source>&amp;Done: end my turn</source>
      <translation>&amp;Listo: terminar mi turno</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="55" />
      <source>&amp;Efficient: all inputs, 2 goods</source>
      <translation>&amp;Ordenado: todos los recursos, 2 mercancías</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/opening.py" line="30" />
      <source>&amp;Keep my hand</source>
      <translation>&amp;Quedarme con mi mano</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="65" />
      <source>&amp;Move assistant</source>
      <translation>&amp;Mover ayudante</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/waiting.py" line="24" />
      <location filename="../../omg_desktop/ui/face_panel.py" line="39" />
      <source>&amp;New game…</source>
      <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/other_ways.py" line="25" />
      <source>&amp;Other ways to choose</source>
      <translation>&amp;Otras formas de elegir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="70" />
      <source>&amp;Plan to build:</source>
      <translation>Planear con&amp;strucción:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/waiting.py" line="22" />
      <location filename="../../omg_desktop/ui/face_panel.py" line="37" />
      <source>&amp;Play again</source>
      <translation>&amp;Jugar otra vez</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="77" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="206" />
      <source>&amp;Produce</source>
      <translation>Produc&amp;ir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/face_panel.py" line="73" />
      <source>&amp;Reset my turn</source>
      <translation>Reiniciar mi &amp;turno</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="56" />
      <source>&amp;Sloppy: one input may lack, 1 good</source>
      <translation>&amp;Chapucero: 1 recurso menos, 1 mercancía</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="276" />
      <source>&amp;Times:</source>
      <translation>Ve&amp;ces:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/face_panel.py" line="72" />
      <source>&amp;Undo</source>
      <translation>&amp;Deshacer</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="68" />
      <source>&amp;Worker at:</source>
      <translation>Trabajador &amp;en:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="272" />
      <source>Assign later</source>
      <translation>Asignar más tarde</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/assign.py" line="43" />
      <source>Assign your hired assistants:</source>
      <translation>Asigna los ayudantes que has contratado:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/assign.py" line="34" />
      <source>Assignment</source>
      <translation>Asignación</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/assign.py" line="51" />
      <source>Assistant %1 to the %2</source>
      <translation>Ayudante %1 al edificio %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="144" />
      <source>Assistant %1 to the %2, paying %3</source>
      <translation>Ayudante %1 al edificio %2, pagando %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="195" />
      <source>Assistant %1: %2 coins, needs %3, %4 VP</source>
      <translation>Ayudante %1: %2 monedas, necesita %3, %4 PV</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="137" />
      <source>Assistant to hire</source>
      <translation>Ayudante que contratar</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/opening.py" line="86" />
      <source>Both piles are empty. Discard %n more card(s).</source>
      <translation>
        <numerusform>Los dos mazos están vacíos. Descarta %n carta más.</numerusform>
        <numerusform>Los dos mazos están vacíos. Descarta %n cartas más.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="345" />
      <source>Build · paid %1 of %2</source>
      <translation>Construir · pagado %1 de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="145" />
      <source>Build:</source>
      <translation>Construir:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="141" />
      <source>Building for the assistant</source>
      <translation>Edificio para el ayudante</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="295" />
      <source>Cancel the move</source>
      <translation>Cancelar el traslado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="263" />
      <source>Cannot hire: %1</source>
      <translation>No puedes contratar: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="132" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="62" />
      <source>Card to build</source>
      <translation>Carta que construir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/opening.py" line="76" />
      <source>Cards to discard</source>
      <translation>Cartas que descartar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="75" />
      <source>Cards to supply</source>
      <translation>Cartas que aportar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="267" />
      <source>Chain building</source>
      <translation>Edificio de la cadena</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/characters.py" line="32" />
      <source>Characters in your hand:</source>
      <translation>Personajes en tu mano:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/opening.py" line="80" />
      <source>Click a card in your hand to discard it.</source>
      <translation>Haz clic en una carta de tu mano para descartarla.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="338" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="291" />
      <source>Click goods on your buildings to choose what you pay; no change is given.</source>
      <translation>Haz clic en los bienes de tus edificios para elegir con qué pagas; no se da cambio.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="97" />
      <source>Click hand cards to put them into the building's empty slots or take them out; the cheapest choice is already in. Each card serves this building only.</source>
      <translation>Haz clic en cartas de la mano para ponerlas en los huecos vacíos del edificio o quitarlas; la opción más barata ya está puesta. Cada carta sirve solo a este edificio.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="353" />
      <source>Click one of your buildings to choose where the assistant works.</source>
      <translation>Haz clic en uno de tus edificios para elegir dónde trabaja el ayudante.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/assign.py" line="38" />
      <source>Click one of your glowing buildings: the raised assistant starts work there.</source>
      <translation>Haz clic en uno de tus edificios iluminados: el ayudante levantado empieza a trabajar allí.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/assign.py" line="73" />
      <source>Click: assistant %1 works here</source>
      <translation>Clic: el ayudante %1 trabaja aquí</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="110" />
      <source>Click: pay with one more of these goods (once all are chosen, a click takes them back); right click or Minus: one fewer.</source>
      <translation>Clic: paga con uno más de estos bienes (con todos elegidos, un clic los devuelve); clic derecho o Menos: uno menos.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="286" />
      <source>Click: the assistant moves here</source>
      <translation>Clic: el ayudante se traslada aquí</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="358" />
      <source>Click: the new assistant works here</source>
      <translation>Clic: el nuevo ayudante trabaja aquí</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="262" />
      <source>Drag this assistant to another building to move it (%1 coins)</source>
      <translation>Arrastra este ayudante a otro edificio para trasladarlo (%1 monedas)</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/opening.py" line="41" />
      <source>E&amp;xchange all %n card(s)</source>
      <translation>
        <numerusform>&amp;Cambiar la mano (%n carta)</numerusform>
        <numerusform>&amp;Cambiar las %n cartas</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/opening.py" line="41" />
      <source>E&amp;xchange my one card</source>
      <translation>&amp;Cambiar mi única carta</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="143" />
      <source>H&amp;ire</source>
      <translation>C&amp;ontratar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/face_panel.py" line="61" />
      <source>Hint</source>
      <translation>Pista</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="203" />
      <source>Hire an assistant:</source>
      <translation>Contratar un ayudante:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="364" />
      <source>Hire · click the building it works at</source>
      <translation>Contratar · haz clic en el edificio donde trabaja</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="361" />
      <source>Hire · paid %1 of %2</source>
      <translation>Contratar · pagado %1 de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="269" />
      <source>How many times</source>
      <translation>Cuántas veces</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="64" />
      <source>Move an assistant</source>
      <translation>Mover un ayudante</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="153" />
      <source>Move an assistant (%1 coins each):</source>
      <translation>Mover un ayudante (%1 monedas cada vez):</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="290" />
      <source>Move · paid %1 of %2</source>
      <translation>Mover · pagado %1 de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="331" />
      <source>No chain can run now.</source>
      <translation>Ahora no se puede activar ninguna cadena.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/panel.py" line="269" />
      <location filename="../../omg_desktop/ui/face_panel.py" line="172" />
      <source>Not allowed: %1</source>
      <translation>No permitido: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="129" />
      <source>Nothing this round</source>
      <translation>Nada esta ronda</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="124" />
      <source>Nowhere: the worker stays home</source>
      <translation>En ninguno: el trabajador se queda en casa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="282" />
      <source>On the table: click a chain's button on its building, click the hand cards and goods it takes, then run it again or stop.</source>
      <translation>En la mesa: haz clic en el botón de la cadena sobre su edificio, en las cartas de la mano y los bienes que usa, y actívala otra vez o para.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="73" />
      <source>On the table: click one of your buildings for the worker (click it again, or the worker, to turn it), click a hand card to plan it, then Confirm.</source>
      <translation>En la mesa: haz clic en uno de tus edificios para el trabajador (otro clic, o un clic en el trabajador, lo gira), haz clic en una carta de la mano para planearla y luego en Confirmar.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="148" />
      <source>On the table: the goods that pay glow on your buildings (the least overpayment is chosen); click goods to change it, then Build. To hire, click an open assistant.</source>
      <translation>En la mesa: los bienes que pagan brillan en tus edificios (ya está elegido el menor sobrepago); haz clic en bienes para cambiarlo y luego en Construir. Para contratar, haz clic en un ayudante disponible.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="146" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="203" />
      <source>Or hire an assistant:</source>
      <translation>O contrata un ayudante:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="119" />
      <source>Paying %1 coins for %2: %3 overpaid, no change</source>
      <translation>Pagas %1 monedas por %2: %3 de más, sin cambio</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="114" />
      <source>Paying %1 of %2 coins: %3 missing</source>
      <translation>Pagas %1 de %2 monedas: faltan %3</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="116" />
      <source>Paying exactly %n coin(s)</source>
      <translation>
        <numerusform>Pagas exactamente %n moneda</numerusform>
        <numerusform>Pagas exactamente %n monedas</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="65" />
      <source>Payment</source>
      <translation>Pago</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="494" />
      <source>Pick for one run: %1</source>
      <translation>Elige para una activación: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/characters.py" line="77" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/characters.py" line="79" />
      <source>Play</source>
      <translation>Jugar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/characters.py" line="59" />
      <source>Play %1</source>
      <translation>Jugar %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="271" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="503" />
      <source>Run &amp;chain</source>
      <translation>&amp;Activar cadena</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="260" />
      <source>Run production chains: turn cards from hand and goods from your other buildings into this building's good.</source>
      <translation>Activa cadenas de producción: convierte cartas de la mano y mercancías de tus otros edificios en la mercancía de este edificio.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="79" />
      <source>S&amp;kip this building</source>
      <translation>&amp;Saltar este edificio</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/waiting.py" line="23" />
      <location filename="../../omg_desktop/ui/face_panel.py" line="38" />
      <source>Show the &amp;scores</source>
      <translation>Mostrar los &amp;puntos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/panel.py" line="271" />
      <location filename="../../omg_desktop/ui/face_panel.py" line="174" />
      <source>That is not allowed by the rules now. Choose again.</source>
      <translation>Eso no lo permiten las reglas ahora. Elige de nuevo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/other_ways.py" line="30" />
      <source>The same choice with lists and fields instead of the cards on the table</source>
      <translation>La misma elección con listas y campos en lugar de las cartas de la mesa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/face_panel.py" line="57" />
      <source>What to do now</source>
      <translation>Qué hacer ahora</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="54" />
      <source>Worker's building</source>
      <translation>Edificio del trabajador</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="334" />
      <source>You cannot hire this assistant: %1</source>
      <translation>No puedes contratar a este ayudante: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="207" />
      <source>You may build and also hire one assistant this turn, paying for each separately.</source>
      <translation>En este turno puedes construir y además contratar un ayudante, pagando cada cosa por separado.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="211" />
      <source>You may build, then hire one assistant, paying for each separately; hiring first gives up the build.</source>
      <translation>Puedes construir y después contratar un ayudante, pagando cada cosa por separado; si contratas primero, renuncias a construir.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="77" />
      <source>Your worker stays home this round: an assistant works at each of your production buildings. Click a hand card to plan it (or plan nothing), then Confirm.</source>
      <translation>Tu trabajador se queda en casa esta ronda: hay un ayudante en cada uno de tus edificios de producción. Haz clic en una carta de la mano para planearla (o no planees nada) y luego en Confirmar.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="491" />
      <source>a %1 card</source>
      <translation>una carta de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="26" />
      <source>any resource</source>
      <translation>cualquier recurso</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="141" />
      <source>every production building of yours already has an assistant</source>
      <translation>cada uno de tus edificios de producción ya tiene un ayudante</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="134" />
      <source>it costs %1 coins and your goods are worth %2</source>
      <translation>cuesta %1 monedas y tus mercancías valen %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="139" />
      <source>it needs more buildings: %1</source>
      <translation>faltan edificios: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="142" />
      <source>no production building could take it and leave one free</source>
      <translation>ningún edificio de producción puede acogerlo dejando otro libre</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="47" />
      <source>nothing</source>
      <translation>nada</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="136" />
      <source>you already have %n assistant(s)</source>
      <translation>
        <numerusform>ya tienes %n ayudante</numerusform>
        <numerusform>ya tienes %n ayudantes</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>PointsChart</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/points_chart.py" line="105" />
      <source>%1: %2</source>
      <translation>%1: %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/points_chart.py" line="141" />
      <source>No rounds played yet.</source>
      <translation>Todavía no se ha jugado ninguna ronda.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/points_chart.py" line="191" />
      <source>Points</source>
      <translation>Puntos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/points_chart.py" line="97" />
      <source>Points by round</source>
      <translation>Puntos por ronda</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/points_chart.py" line="228" />
      <source>Round</source>
      <translation>Ronda</translation>
    </message>
  </context>
  <context>
    <name>Prompt</name>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="70" />
      <source>Both piles are empty: discard %n more card(s) from your hand</source>
      <translation>
        <numerusform>Los dos mazos están vacíos: descarta %n carta más de tu mano</numerusform>
        <numerusform>Los dos mazos están vacíos: descarta %n cartas más de tu mano</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="106" />
      <source>Build your planned card or press Done</source>
      <translation>Construye la carta prevista o pulsa Listo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="102" />
      <source>Build your planned card, hire an assistant, or press Done</source>
      <translation>Construye la carta prevista, contrata un ayudante o pulsa Listo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="79" />
      <source>Choose your action</source>
      <translation>Elige tu acción</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="95" />
      <source>Final round: run your production chains once more, then press Done</source>
      <translation>Última ronda: activa tus cadenas de producción una vez más y luego pulsa Listo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="108" />
      <source>Hire an assistant or press Done</source>
      <translation>Contrata un ayudante o pulsa Listo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="87" />
      <source>Last round: every building may run its chain, even one that produced nothing. Run your chains, then press Done</source>
      <translation>Última ronda: cada edificio puede activar su cadena, aunque no haya producido nada. Activa tus cadenas y luego pulsa Listo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="49" />
      <source>Phase I: keep your hand or exchange all of it</source>
      <translation>Fase I: quédate con tu mano o cámbiala entera</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="63" />
      <source>Phase II: put your worker on a building, efficient or sloppy, and choose a card to build</source>
      <translation>Fase II: pon a tu trabajador en un edificio, ordenado o chapucero, y elige una carta para construir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="58" />
      <source>Phase II: put your worker on a building, efficient or sloppy, and choose a card to build; you may first pay to move an assistant</source>
      <translation>Fase II: pon a tu trabajador en un edificio, ordenado o chapucero, y elige una carta para construir; antes puedes pagar para mover un ayudante</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="52" />
      <source>Phase II: your worker stays home (an assistant works at each of your production buildings); choose a card to build</source>
      <translation>Fase II: tu trabajador se queda en casa (hay un ayudante en cada uno de tus edificios de producción); elige una carta para construir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="121" />
      <source>Phase IV: your %1 lacks %2 and your sloppy worker can do without one — choose cards from your hand to supply the rest, or skip</source>
      <translation>Fase IV: a tu %1 le falta %2 y tu trabajador chapucero puede prescindir de uno — elige cartas de tu mano para aportar el resto, o sáltalo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="127" />
      <source>Phase IV: your %1 lacks %2 — choose cards from your hand to supply it, or skip</source>
      <translation>Fase IV: a tu %1 le falta %2 — elige cartas de tu mano para aportarlo, o sáltalo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="109" />
      <source>Press Done to end your turn</source>
      <translation>Pulsa Listo para terminar tu turno</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="74" />
      <source>Put your newly hired assistants on production buildings, then press Done</source>
      <translation>Pon a tus ayudantes recién contratados en edificios de producción y luego pulsa Listo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="93" />
      <source>Run your production chains, then press Done</source>
      <translation>Activa tus cadenas de producción y luego pulsa Listo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="37" />
      <source>The game is over</source>
      <translation>La partida ha terminado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="40" />
      <source>Waiting for %1 to take the seat…</source>
      <translation>Esperando a que %1 ocupe su puesto…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="46" />
      <source>Waiting for %1…</source>
      <translation>Esperando a %1…</translation>
    </message>
  </context>
  <context>
    <name>ReplayWindow</name>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="69" />
      <source>%1's hand</source>
      <translation>Mano de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="76" />
      <source>&amp;Forward ▶</source>
      <translation>&amp;Adelante ▶</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="63" />
      <source>Game log up to this point</source>
      <translation>Registro de la partida hasta este punto</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="83" />
      <source>Log</source>
      <translation>Registro</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="130" />
      <source>Move %1 of %2</source>
      <translation>Jugada %1 de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="66" />
      <source>Nobody's hand (spectator)</source>
      <translation>Ninguna mano (espectador)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="74" />
      <source>Position in the game</source>
      <translation>Posición en la partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="56" />
      <source>Replay — %1</source>
      <translation>Repetición — %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="71" />
      <source>The game is not over: its players' hands stay hidden.</source>
      <translation>La partida no ha terminado: las manos de los jugadores siguen ocultas.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="65" />
      <source>Whose cards to show</source>
      <translation>De quién mostrar las cartas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="75" />
      <source>◀ &amp;Back</source>
      <translation>◀ A&amp;trás</translation>
    </message>
  </context>
  <context>
    <name>ScoreSheetDialog</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="266" />
      <source>%1 %2
Winner</source>
      <translation>%1 %2
Ganador</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="80" />
      <source>%1 and %2 share the victory with %3 points each.</source>
      <translation>%1 y %2 comparten la victoria con %3 puntos cada uno.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="103" />
      <source>%1 share the victory with %2 points each.</source>
      <translation>%1 comparten la victoria con %2 puntos cada uno.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="74" />
      <source>%1 wins with %2 points.</source>
      <translation>%1 gana con %2 puntos.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="260" />
      <source>%1 → %2</source>
      <translation>%1 → %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="88" />
      <source>%1, %2 and %3 share the victory with %4 points each.</source>
      <translation>%1, %2 y %3 comparten la victoria con %4 puntos cada uno.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="96" />
      <source>%1, %2, %3 and %4 share the victory with %5 points each.</source>
      <translation>%1, %2, %3 y %4 comparten la victoria con %5 puntos cada uno.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="189" />
      <source>&amp;Close</source>
      <translation>&amp;Cerrar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="187" />
      <source>&amp;Play again</source>
      <translation>&amp;Jugar otra vez</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/records.py" line="20" />
      <source>Assistants</source>
      <translation>Ayudantes</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/records.py" line="19" />
      <source>Buildings</source>
      <translation>Edificios</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="190" />
      <source>Close</source>
      <translation>Cerrar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/records.py" line="22" />
      <source>Coins left (tie-break)</source>
      <translation>Monedas sobrantes (desempate)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="163" />
      <source>Final scores</source>
      <translation>Puntuación final</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/records.py" line="21" />
      <source>Goods (coins → points)</source>
      <translation>Mercancías (monedas → puntos)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="188" />
      <source>Play again with the same players</source>
      <translation>Jugar otra vez con los mismos jugadores</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="180" />
      <source>Points after each round</source>
      <translation>Puntos tras cada ronda</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="171" />
      <source>Result</source>
      <translation>Resultado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="271" />
      <source>Score sheet</source>
      <translation>Hoja de puntuación</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/records.py" line="31" />
      <source>Several players have the same points: the most coins left breaks the tie.</source>
      <translation>Varios jugadores tienen los mismos puntos: desempata quien tenga más monedas sobrantes.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/records.py" line="30" />
      <source>They have the same points and the same coins left.</source>
      <translation>Tienen los mismos puntos y las mismas monedas sobrantes.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="249" />
      <source>Total</source>
      <translation>Total</translation>
    </message>
  </context>
  <context>
    <name>ShortcutsDialog</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="119" />
      <source>&amp;Close</source>
      <translation>&amp;Cerrar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="116" />
      <source>Keyboard shortcuts</source>
      <translation>Atajos de teclado</translation>
    </message>
  </context>
  <context>
    <name>ShortcutsTable</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="60" />
      <source>Action</source>
      <translation>Acción</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="60" />
      <source>Key</source>
      <translation>Tecla</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="59" />
      <source>Keyboard shortcuts</source>
      <translation>Atajos de teclado</translation>
    </message>
  </context>
  <context>
    <name>SlotsDialog</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="180" />
      <source>%1 cannot be read: %2.</source>
      <translation>No se puede leer %1: %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="299" />
      <source>%1, round %2</source>
      <translation>%1, ronda %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="301" />
      <source>%1: %2 (saved %3)</source>
      <translation>%1: %2 (guardada %3)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="351" />
      <source>&amp;Cancel</source>
      <translation>&amp;Cancelar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="114" />
      <source>&amp;Close</source>
      <translation>C&amp;errar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="113" />
      <source>&amp;Delete</source>
      <translation>&amp;Borrar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="110" />
      <source>&amp;Load</source>
      <translation>&amp;Cargar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="102" />
      <source>&amp;Name:</source>
      <translation>&amp;Nombre:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="293" />
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="335" />
      <source>&amp;New game</source>
      <translation>&amp;Nueva partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="293" />
      <location filename="../../omg_desktop/ui/start_offers.py" line="49" />
      <source>&amp;Resume</source>
      <translation>&amp;Reanudar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="109" />
      <source>&amp;Save here</source>
      <translation>&amp;Guardar aquí</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="251" />
      <source>Delete %1 (%2) and its backup? This cannot be undone.</source>
      <translation>¿Borrar %1 (%2) y su copia de seguridad? No se puede deshacer.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="328" />
      <source>Load its backup (the save before it) and go on from there?</source>
      <translation>¿Cargar su copia de seguridad (el guardado anterior) y seguir desde ahí?</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="111" />
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="334" />
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="351" />
      <source>Load the &amp;backup</source>
      <translation>Cargar la copia de &amp;seguridad</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="350" />
      <source>Load the previous save of this slot (its backup) instead?</source>
      <translation>¿Cargar en su lugar el guardado anterior de este espacio (su copia de seguridad)?</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="101" />
      <source>Name of the save</source>
      <translation>Nombre del guardado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="112" />
      <source>Rena&amp;me</source>
      <translation>&amp;Renombrar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="209" />
      <source>Replace the game in %1 (%2)?</source>
      <translation>¿Sustituir la partida de %1 (%2)?</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="293" />
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="332" />
      <source>Resume</source>
      <translation>Reanudar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="314" />
      <source>Resume your last game? %1, round %2, saved %3.
%4</source>
      <translation>¿Reanudar tu última partida? %1, ronda %2, guardada el %3.
%4</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="308" />
      <source>Resume your last game? %1, saved %2.
%3</source>
      <translation>¿Reanudar tu última partida? %1, guardada el %2.
%3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="97" />
      <source>Save slots</source>
      <translation>Espacios de guardado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="75" />
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="270" />
      <source>Saved games</source>
      <translation>Partidas guardadas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="183" />
      <source>The previous save (the backup) can be loaded instead.</source>
      <translation>En su lugar se puede cargar el guardado anterior (la copia de seguridad).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="346" />
      <source>The save cannot be loaded</source>
      <translation>No se puede cargar el guardado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="326" />
      <source>Your last game's save is damaged: %1</source>
      <translation>El guardado de tu última partida está dañado: %1</translation>
    </message>
  </context>
  <context>
    <name>SlotsModel</name>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="256" />
      <source>%1 steps, rule set %2</source>
      <translation>%1 pasos, reglas: %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="230" />
      <source>(empty)</source>
      <translation>(vacío)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="252" />
      <source>A backup of the previous save is available.</source>
      <translation>Hay una copia de seguridad del guardado anterior.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="255" />
      <source>An empty slot</source>
      <translation>Un espacio vacío</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="53" />
      <source>Autosave</source>
      <translation>Guardado automático</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="198" />
      <source>Game</source>
      <translation>Juego</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="198" />
      <source>Name</source>
      <translation>Nombre</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="198" />
      <source>Players</source>
      <translation>Jugadores</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="198" />
      <source>Round</source>
      <translation>Ronda</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="198" />
      <source>Saved</source>
      <translation>Guardada</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="55" />
      <source>Slot %1</source>
      <translation>Espacio %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="250" />
      <source>This save cannot be read: %1</source>
      <translation>No se puede leer este guardado: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="88" />
      <source>computer</source>
      <translation>ordenador</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="232" />
      <source>damaged save</source>
      <translation>guardado dañado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="244" />
      <source>finished</source>
      <translation>terminada</translation>
    </message>
  </context>
  <context>
    <name>SoundMenu</name>
    <message>
      <location filename="../../omg_desktop/ui/sound/menu.py" line="28" />
      <source>&amp;Full volume</source>
      <translation>&amp;Volumen máximo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/sound/menu.py" line="27" />
      <source>&amp;Loud</source>
      <translation>Al&amp;to</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/sound/menu.py" line="20" />
      <source>&amp;Mute</source>
      <translation>&amp;Silenciar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/sound/menu.py" line="25" />
      <source>&amp;Quiet</source>
      <translation>&amp;Bajo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/sound/menu.py" line="17" />
      <source>&amp;Sound</source>
      <translation>&amp;Sonido</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/sound/menu.py" line="26" />
      <source>M&amp;edium</source>
      <translation>M&amp;edio</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/sound/menu.py" line="42" />
      <source>No sound: no audio output could be opened</source>
      <translation>Sin sonido: no se pudo abrir ninguna salida de audio</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/sound/menu.py" line="39" />
      <source>Table &amp;ambience</source>
      <translation>&amp;Ambiente de la mesa</translation>
    </message>
  </context>
  <context>
    <name>StartOffer</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/start_offer.py" line="81" />
      <source>&amp;Forget this table</source>
      <translation>&amp;Olvidar esta mesa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/start_offer.py" line="74" />
      <source>&amp;New game</source>
      <translation>&amp;Nueva partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/start_offer.py" line="108" />
      <source>&amp;Unfinished, the latest first:</source>
      <translation>Sin &amp;terminar, la más reciente primero:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/start_offers.py" line="62" />
      <source>Campaign: %1 (saved %2)</source>
      <translation>Campaña: %1 (guardada %2)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/start_offer.py" line="82" />
      <source>Drop this network table from the seats kept here</source>
      <translation>Quitar esta mesa en red de los puestos guardados aquí</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/start_offer.py" line="71" />
      <source>Go on?</source>
      <translation>¿Continuar?</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/start_offer.py" line="80" />
      <source>Unfinished games</source>
      <translation>Partidas sin terminar</translation>
    </message>
  </context>
  <context>
    <name>StatisticsDialog</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="212" />
      <source>#</source>
      <translation>N.º</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="408" />
      <source>%1 (%2 %)</source>
      <translation>%1 (%2 %)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="608" />
      <source>%1 (%2)</source>
      <translation>%1 (%2)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="454" />
      <source>%1 (best: %2)</source>
      <translation>%1 (mejor: %2)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="115" />
      <source>%1 - statistics.csv</source>
      <translation>%1 - estadísticas.csv</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="462" />
      <source>%1 of %2: %3</source>
      <translation>%1 de %2: %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="424" />
      <source>%1 on average, %2 at most</source>
      <translation>%1 de media, %2 como máximo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="553" />
      <source>%1: %2</source>
      <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="480" />
      <source>%n player(s)</source>
      <translation>
        <numerusform>%n jugador</numerusform>
        <numerusform>%n jugadores</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="417" />
      <source>%n point(s)</source>
      <translation>
        <numerusform>%n punto</numerusform>
        <numerusform>%n puntos</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="247" />
      <source>&amp;Close</source>
      <translation>&amp;Cerrar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="244" />
      <source>&amp;Export CSV…</source>
      <translation>&amp;Exportar CSV…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="276" />
      <source>&amp;Finished games</source>
      <translation>Partidas &amp;terminadas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="158" />
      <source>&amp;Game:</source>
      <translation>&amp;Juego:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="165" />
      <source>&amp;Player:</source>
      <translation>&amp;Jugador:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="230" />
      <source>&amp;Record finished games</source>
      <translation>&amp;Registrar las partidas terminadas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="239" />
      <source>&amp;Watch the replay</source>
      <translation>&amp;Ver la repetición</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="488" />
      <source>Against %1</source>
      <translation>Contra %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="486" />
      <source>Against people</source>
      <translation>Contra personas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="156" />
      <source>All games</source>
      <translation>Todos los juegos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="178" />
      <source>Average score</source>
      <translation>Puntuación media</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="516" />
      <source>Average so far</source>
      <translation>Media hasta ahora</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="180" />
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="219" />
      <source>Best round</source>
      <translation>Mejor ronda</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="179" />
      <source>Best score</source>
      <translation>Mejor puntuación</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="647" />
      <source>CSV files (*.csv)</source>
      <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="181" />
      <source>Campaign medals</source>
      <translation>Medallas de campaña</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="213" />
      <source>Date</source>
      <translation>Fecha</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="182" />
      <source>Endings seen</source>
      <translation>Finales vistos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="647" />
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="659" />
      <source>Export statistics</source>
      <translation>Exportar estadísticas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="245" />
      <source>Export this player's games as CSV</source>
      <translation>Exportar las partidas de este jugador como CSV</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="667" />
      <source>Exported to %1.</source>
      <translation>Exportado a %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="209" />
      <source>Finished games</source>
      <translation>Partidas terminadas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="204" />
      <source>Game</source>
      <translation>Partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="152" />
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="214" />
      <source>Game</source>
      <comment>which game of the box</comment>
      <translation>Juego</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="198" />
      <source>Games</source>
      <translation>Partidas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="197" />
      <source>Games by number of players and by opponent</source>
      <translation>Partidas por número de jugadores y por rival</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="176" />
      <source>Games finished</source>
      <translation>Partidas terminadas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="442" />
      <source>Gold %1 · silver %2 · bronze %3</source>
      <translation>Oro %1 · plata %2 · bronce %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="109" />
      <source>Lost</source>
      <translation>Derrota</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="220" />
      <source>Medal</source>
      <translation>Medalla</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="204" />
      <source>No finished games yet.</source>
      <translation>Todavía no hay partidas terminadas.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="341" />
      <source>No finished games yet. Every game played to its end here is kept, with its replay, for each person who played it.</source>
      <translation>Todavía no hay partidas terminadas. Cada partida que se juega aquí hasta el final se guarda, con su repetición, para cada persona que la jugó.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="439" />
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="458" />
      <source>None yet</source>
      <translation>Todavía no</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="216" />
      <source>Opponents</source>
      <translation>Rivales</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="163" />
      <source>Player</source>
      <translation>Jugador</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="204" />
      <source>Points</source>
      <translation>Puntos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="347" />
      <source>Recording is off: games that end now are not kept.</source>
      <translation>El registro está desactivado: las partidas que terminen ahora no se guardan.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="218" />
      <source>Result</source>
      <translation>Resultado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="215" />
      <source>Rules</source>
      <translation>Reglas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="217" />
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="516" />
      <source>Score</source>
      <translation>Puntuación</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="205" />
      <source>Score in each game</source>
      <translation>Puntuación en cada partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="108" />
      <source>Shared victory (%1)</source>
      <translation>Victoria compartida (%1)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="480" />
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="536" />
      <source>Solo</source>
      <translation>En solitario</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="149" />
      <source>Statistics</source>
      <translation>Estadísticas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="660" />
      <source>The file was not written: %1</source>
      <translation>No se ha escrito el archivo: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="335" />
      <source>The history cannot be used (%1): nothing is recorded this time.</source>
      <translation>No se puede usar el historial (%1): esta vez no se registra nada.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="192" />
      <source>The most points gained in one round of a game</source>
      <translation>El mayor número de puntos ganados en una sola ronda de una partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="240" />
      <source>Watch the chosen game again</source>
      <translation>Volver a ver la partida elegida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="232" />
      <source>When this is off, games that end are not kept in the history; the games kept so far stay.</source>
      <translation>Si está desactivado, las partidas que terminen no se guardan en el historial; las guardadas hasta ahora se conservan.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="177" />
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="198" />
      <source>Wins</source>
      <translation>Victorias</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="106" />
      <source>Won</source>
      <translation>Victoria</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="449" />
      <source>chapter %1: %2</source>
      <translation>capítulo %1: %2</translation>
    </message>
  </context>
  <context>
    <name>Story</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="159" />
      <source>%1 %2</source>
      <comment>who: what it does</comment>
      <translation>%1 %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="143" />
      <source>At once, before phase I.</source>
      <translation>De inmediato, antes de la fase I.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="146" />
      <source>At the end of the round, after production.</source>
      <translation>Al final de la ronda, después de la producción.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="145" />
      <source>At the start of phase IV.</source>
      <translation>Al comienzo de la fase IV.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="91" />
      <source>Discard %n card(s) of your choice.</source>
      <translation>
        <numerusform>Descarta %n carta a tu elección.</numerusform>
        <numerusform>Descarta %n cartas a tu elección.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="89" />
      <source>Draw %n card(s).</source>
      <translation>
        <numerusform>Roba %n carta.</numerusform>
        <numerusform>Roba %n cartas.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="137" />
      <source>Every player:</source>
      <translation>Cada jugador:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="144" />
      <source>In phase II, after the sunrise cards are turned.</source>
      <translation>En la fase II, después de descubrir las cartas del amanecer.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="113" />
      <source>New assistant for hire: %1.</source>
      <translation>Nuevo ayudante para contratar: %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="104" />
      <source>New building: %1. Its cards wait in a stack beside the market; in phase IV you may build one instead of your planned card.</source>
      <translation>Nuevo edificio: %1. Sus cartas esperan en una pila junto al mercado; en la fase IV puedes construir una en lugar de tu carta prevista.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="110" />
      <source>New character: %1 is shuffled into the draw pile.</source>
      <translation>Nuevo personaje: %1 se baraja en el mazo de robo.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="101" />
      <source>Pay goods worth %n coin(s) (all your goods if they are worth less).</source>
      <translation>
        <numerusform>Paga mercancías por valor de %n moneda (todas tus mercancías si valen menos).</numerusform>
        <numerusform>Paga mercancías por valor de %n monedas (todas tus mercancías si valen menos).</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="170" />
      <source>Play it in phase I, before you keep or exchange your hand.</source>
      <translation>Juégala en la fase I, antes de quedarte con tu mano o cambiarla.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="173" />
      <source>Play it in phase II, before you place your worker.</source>
      <translation>Juégala en la fase II, antes de colocar a tu trabajador.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="174" />
      <source>Play it in phase IV, on your turn.</source>
      <translation>Juégala en la fase IV, en tu turno.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="51" />
      <source>Put %n good(s) on each of your %1 buildings.</source>
      <translation>
        <numerusform>Pon %n mercancía en cada uno de tus edificios de color %1.</numerusform>
        <numerusform>Pon %n mercancías en cada uno de tus edificios de color %1.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="41" />
      <source>Put %n good(s) on each of your production buildings.</source>
      <translation>
        <numerusform>Pon %n mercancía en cada uno de tus edificios de producción.</numerusform>
        <numerusform>Pon %n mercancías en cada uno de tus edificios de producción.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="48" />
      <source>Put %n good(s) on your %1 building with the fewest goods.</source>
      <translation>
        <numerusform>Pon %n mercancía en tu edificio de color %1 con menos mercancías.</numerusform>
        <numerusform>Pon %n mercancías en tu edificio de color %1 con menos mercancías.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="45" />
      <source>Put %n good(s) on your %1 building with the most goods.</source>
      <translation>
        <numerusform>Pon %n mercancía en tu edificio de color %1 con más mercancías.</numerusform>
        <numerusform>Pon %n mercancías en tu edificio de color %1 con más mercancías.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="37" />
      <source>Put %n good(s) on your building with the most goods.</source>
      <translation>
        <numerusform>Pon %n mercancía en tu edificio con más mercancías.</numerusform>
        <numerusform>Pon %n mercancías en tu edificio con más mercancías.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="38" />
      <source>Put %n good(s) on your production building with the fewest goods.</source>
      <translation>
        <numerusform>Pon %n mercancía en tu edificio de producción con menos mercancías.</numerusform>
        <numerusform>Pon %n mercancías en tu edificio de producción con menos mercancías.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="44" />
      <source>Put %n good(s) on your start building if it is %1.</source>
      <translation>
        <numerusform>Pon %n mercancía en tu edificio inicial si es de color %1.</numerusform>
        <numerusform>Pon %n mercancías en tu edificio inicial si es de color %1.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="36" />
      <source>Put %n good(s) on your start building.</source>
      <translation>
        <numerusform>Pon %n mercancía en tu edificio inicial.</numerusform>
        <numerusform>Pon %n mercancías en tu edificio inicial.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="71" />
      <source>Remove %n good(s) from each of your %1 buildings.</source>
      <translation>
        <numerusform>Quita %n mercancía de cada uno de tus edificios de color %1.</numerusform>
        <numerusform>Quita %n mercancías de cada uno de tus edificios de color %1.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="61" />
      <source>Remove %n good(s) from each of your production buildings.</source>
      <translation>
        <numerusform>Quita %n mercancía de cada uno de tus edificios de producción.</numerusform>
        <numerusform>Quita %n mercancías de cada uno de tus edificios de producción.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="68" />
      <source>Remove %n good(s) from your %1 building with the fewest goods.</source>
      <translation>
        <numerusform>Quita %n mercancía de tu edificio de color %1 con menos mercancías.</numerusform>
        <numerusform>Quita %n mercancías de tu edificio de color %1 con menos mercancías.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="65" />
      <source>Remove %n good(s) from your %1 building with the most goods.</source>
      <translation>
        <numerusform>Quita %n mercancía de tu edificio de color %1 con más mercancías.</numerusform>
        <numerusform>Quita %n mercancías de tu edificio de color %1 con más mercancías.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="55" />
      <source>Remove %n good(s) from your building with the most goods.</source>
      <translation>
        <numerusform>Quita %n mercancía de tu edificio con más mercancías.</numerusform>
        <numerusform>Quita %n mercancías de tu edificio con más mercancías.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="58" />
      <source>Remove %n good(s) from your production building with the fewest goods.</source>
      <translation>
        <numerusform>Quita %n mercancía de tu edificio de producción con menos mercancías.</numerusform>
        <numerusform>Quita %n mercancías de tu edificio de producción con menos mercancías.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="64" />
      <source>Remove %n good(s) from your start building if it is %1.</source>
      <translation>
        <numerusform>Quita %n mercancía de tu edificio inicial si es de color %1.</numerusform>
        <numerusform>Quita %n mercancías de tu edificio inicial si es de color %1.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="54" />
      <source>Remove %n good(s) from your start building.</source>
      <translation>
        <numerusform>Quita %n mercancía de tu edificio inicial.</numerusform>
        <numerusform>Quita %n mercancías de tu edificio inicial.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="140" />
      <source>The first player:</source>
      <translation>El jugador inicial:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="139" />
      <source>The player(s) with the fewest points:</source>
      <translation>El jugador o jugadores con menos puntos:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="138" />
      <source>The player(s) with the most points:</source>
      <translation>El jugador o jugadores con más puntos:</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="126" />
      <source>This round, building costs you %n coin(s) less.</source>
      <translation>
        <numerusform>Esta ronda, construir te cuesta %n moneda menos.</numerusform>
        <numerusform>Esta ronda, construir te cuesta %n monedas menos.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="83" />
      <source>This round, draw %n card(s) in phase I.</source>
      <translation>
        <numerusform>Esta ronda, roba %n carta en la fase I.</numerusform>
        <numerusform>Esta ronda, roba %n cartas en la fase I.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="81" />
      <source>This round, fill each market row until it shows %n half sun(s).</source>
      <translation>
        <numerusform>Esta ronda, cada fila del mercado se llena hasta que muestre %n medio sol.</numerusform>
        <numerusform>Esta ronda, cada fila del mercado se llena hasta que muestre %n medios soles.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="86" />
      <source>This round, hands may be exchanged in phase I.</source>
      <translation>Esta ronda se pueden cambiar las manos en la fase I.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="128" />
      <source>This round, hiring an assistant costs you %n coin(s) less.</source>
      <translation>
        <numerusform>Esta ronda, contratar un ayudante te cuesta %n moneda menos.</numerusform>
        <numerusform>Esta ronda, contratar un ayudante te cuesta %n monedas menos.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="87" />
      <source>This round, no hand may be exchanged in phase I.</source>
      <translation>Esta ronda no se puede cambiar ninguna mano en la fase I.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="118" />
      <source>This round, the market shows one more %1 for you.</source>
      <translation>Esta ronda, el mercado muestra 1 %1 más para ti.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="115" />
      <source>This round, you may move %n assistant(s) for free in phase II.</source>
      <translation>
        <numerusform>Esta ronda puedes mover %n ayudante gratis en la fase II.</numerusform>
        <numerusform>Esta ronda puedes mover %n ayudantes gratis en la fase II.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="121" />
      <source>This round, your %1 buildings produce %n more good(s) when they produce.</source>
      <translation>
        <numerusform>Esta ronda, tus edificios de color %1 producen %n mercancía más cuando producen.</numerusform>
        <numerusform>Esta ronda, tus edificios de color %1 producen %n mercancías más cuando producen.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>StoryDialog</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="161" />
      <source>%1: %2</source>
      <translation>%1: %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="149" />
      <source>&amp;Begin the chapter</source>
      <translation>&amp;Empezar el capítulo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="198" />
      <source>&amp;Close</source>
      <translation>&amp;Cerrar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="188" />
      <source>&amp;Continue</source>
      <translation>&amp;Continuar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="184" />
      <source>&amp;Decide</source>
      <translation>&amp;Decidir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="120" />
      <source>A picture of Longsdale</source>
      <translation>Una imagen de Longsdale</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="38" />
      <source>Bronze</source>
      <translation>Bronce</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="66" />
      <source>Chapter %1: %2</source>
      <translation>Capítulo %1: %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="171" />
      <source>Chapter goal missed.</source>
      <translation>Objetivo del capítulo no alcanzado.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="169" />
      <source>Chapter goal reached: %1 medal.</source>
      <translation>Objetivo del capítulo alcanzado (medalla: %1).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="51" />
      <source>Goal: end with goods worth at least %1 coins (silver %2, gold %3).</source>
      <translation>Objetivo: terminar con mercancías que valgan al menos %1 monedas (plata %2, oro %3).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="54" />
      <source>Goal: hire at least %1 assistants (silver %2, gold %3).</source>
      <translation>Objetivo: contratar al menos %1 ayudantes (plata %2, oro %3).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="48" />
      <source>Goal: own at least %1 buildings (silver %2, gold %3).</source>
      <translation>Objetivo: tener al menos %1 edificios (plata %2, oro %3).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="45" />
      <source>Goal: score at least %1 points (silver %2, gold %3).</source>
      <translation>Objetivo: conseguir al menos %1 puntos (plata %2, oro %3).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="38" />
      <source>Gold</source>
      <translation>Oro</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="39" />
      <source>No medal</source>
      <translation>Sin medalla</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="163" />
      <source>Points: %1.</source>
      <translation>Puntos: %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="80" />
      <source>Reached: %1 (%2).</source>
      <translation>Alcanzado: %1 (%2).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="38" />
      <source>Silver</source>
      <translation>Plata</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="197" />
      <source>The story of Longsdale ends here.</source>
      <translation>La historia de Longsdale termina aquí.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="141" />
      <source>This chapter lasts %n round(s): one event card each round.</source>
      <translation>
        <numerusform>Este capítulo dura %n ronda: una carta de evento por ronda.</numerusform>
        <numerusform>Este capítulo dura %n rondas: una carta de evento por ronda.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Summary</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="65" />
      <source>%1 at the %2</source>
      <translation>%1 en %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="78" />
      <source>%1, round %2</source>
      <translation>%1, ronda %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="75" />
      <source>%1: nothing built, produced or hired yet.</source>
      <translation>%1: aún no ha construido, producido ni contratado nada.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="81" />
      <source>Built: %1</source>
      <translation>Construyó: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="84" />
      <source>Chains: %1</source>
      <translation>Cadenas: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="83" />
      <source>Hired: %1</source>
      <translation>Contrató: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="103" />
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="110" />
      <source>Last round</source>
      <translation>Última ronda</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="82" />
      <source>Produced: %1</source>
      <translation>Produjo: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="79" />
      <source>nothing</source>
      <translation>nada</translation>
    </message>
  </context>
  <context>
    <name>Table</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="91" />
      <source>%1 — VP: %2 · Coins: %3 · Hand: %4</source>
      <translation>%1 — PV: %2 · Monedas: %3 · Mano: %4</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="120" />
      <source>%1: %2 in the market, %3 with your Market Offices</source>
      <translation>%1: %2 en el mercado, %3 con tus Oficinas de mercado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="66" />
      <source>Assistants for hire</source>
      <translation>Ayudantes para contratar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="42" />
      <source>Both piles are empty: discard half your hand</source>
      <translation>Los dos mazos están vacíos: descarta la mitad de tu mano</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="112" />
      <source>Click, or press L on the table: their last round</source>
      <translation>Haz clic, o pulsa L en la mesa: su última ronda</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="60" />
      <source>Deck</source>
      <translation>Mazo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="62" />
      <source>Discard</source>
      <translation>Descarte</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="41" />
      <source>End of round: assign assistants</source>
      <translation>Fin de la ronda: asignar ayudantes</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="79" />
      <source>Events left: %1</source>
      <translation>Eventos restantes: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="43" />
      <source>Game over</source>
      <translation>Fin de la partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="86" />
      <source>Goal: %1 %2 (bronze) · %3 silver · %4 gold · now %5</source>
      <translation>Meta: %1 %2 (bronce) · %3 plata · %4 oro · ahora %5</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="81" />
      <source>New buildings</source>
      <translation>Edificios nuevos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="35" />
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="36" />
      <source>Phase I: New cards</source>
      <translation>Fase I: Cartas nuevas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="37" />
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="38" />
      <source>Phase II: Sunrise</source>
      <translation>Fase II: Amanecer</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="39" />
      <source>Phase III: Sunset</source>
      <translation>Fase III: Atardecer</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="40" />
      <source>Phase IV: Production and building</source>
      <translation>Fase IV: Producción y construcción</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="72" />
      <source>Round %1 · %2</source>
      <translation>Ronda %1 · %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="64" />
      <source>Sunrise</source>
      <translation>Alba</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="64" />
      <source>Sunset</source>
      <translation>Ocaso</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="77" />
      <source>To build</source>
      <translation>Para construir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="107" />
      <source>VP: the points of the buildings and assistants, and 1 more for every 5 coins. Coins: what the goods on the buildings are worth.</source>
      <translation>PV: los puntos de los edificios y ayudantes, y 1 más por cada 5 monedas. Monedas: lo que valen las mercancías sobre los edificios.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="52" />
      <source>assistants</source>
      <translation>ayudantes</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="95" />
      <source>at work</source>
      <translation>trabajando</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="50" />
      <source>buildings</source>
      <translation>edificios</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="51" />
      <source>coins</source>
      <translation>monedas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="93" />
      <source>first player</source>
      <translation>jugador inicial</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="75" />
      <source>last round</source>
      <translation>última ronda</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="49" />
      <source>points</source>
      <translation>puntos</translation>
    </message>
  </context>
  <context>
    <name>TableSpeech</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="100" />
      <source>%1 (button)</source>
      <translation>%1 (botón)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="224" />
      <source>%1 (side %2)</source>
      <translation>%1 (cara %2)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="67" />
      <source>%1 energy in the row</source>
      <translation>Energía de color %1 en la Fila de energía</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="190" />
      <source>%1 works here.</source>
      <translation>%1 trabaja aquí.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="73" />
      <source>%1's %2</source>
      <translation>el edificio %2 de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="69" />
      <source>%1's %2 energy: %3</source>
      <translation>Energía de color %2 de %1: %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="207" />
      <source>%1's planned building, face down until it is built.</source>
      <translation>Edificio planeado de %1, boca abajo hasta que se construya.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="90" />
      <source>%1's worker</source>
      <translation>Trabajador de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="188" />
      <source>%1's worker works here.</source>
      <translation>El trabajador de %1 trabaja aquí.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="59" />
      <source>%1, %2</source>
      <translation>%1, %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="157" />
      <source>%1, %2's building</source>
      <translation>%1, edificio de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="161" />
      <source>%1, %2's planned building</source>
      <translation>%1, edificio planeado de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="167" />
      <source>%1, a new building on display</source>
      <translation>%1, un edificio nuevo a la vista</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="229" />
      <source>%1, for hire</source>
      <translation>%1, para contratar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="234" />
      <source>%1, hired by %2</source>
      <translation>%1, contratado por %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="233" />
      <source>%1, hired: waiting for one of your buildings</source>
      <translation>%1, contratado: espera uno de tus edificios</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="153" />
      <source>%1, in %2's hand</source>
      <translation>%1, en la mano de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="165" />
      <source>%1, in the sunrise row</source>
      <translation>%1, en la fila del amanecer</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="164" />
      <source>%1, in the sunset row</source>
      <translation>%1, en la fila del atardecer</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="152" />
      <source>%1, in your hand</source>
      <translation>%1, en tu mano</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="231" />
      <source>%1, works at %2</source>
      <translation>%1, trabaja en %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="156" />
      <source>%1, your building</source>
      <translation>%1, tu edificio</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="160" />
      <source>%1, your planned building</source>
      <translation>%1, tu edificio planeado</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="303" />
      <source>%n more input(s) missing</source>
      <translation>
        <numerusform>Falta %n recurso más</numerusform>
        <numerusform>Faltan %n recursos más</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="282" />
      <source>%n × %1 on %2</source>
      <translation>
        <numerusform>%n × %1 en %2</numerusform>
        <numerusform>%n × %1 en %2</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="289" />
      <source>%n × %1 on it.</source>
      <translation>
        <numerusform>%n × %1 en él.</numerusform>
        <numerusform>%n × %1 en él.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="215" />
      <source>A card in %1's hand, face down.</source>
      <translation>Una carta en la mano de %1, boca abajo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="214" />
      <source>A card in your hand, face down.</source>
      <translation>Una carta de tu mano, boca abajo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="196" />
      <source>A face-down card</source>
      <translation>Una carta boca abajo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="64" />
      <source>A level %1 card drawn by %2, face down</source>
      <translation>Una carta de nivel %1 robada por %2, boca abajo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="297" />
      <source>Chosen to pay: %1.</source>
      <translation>Elegidas para pagar: %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="112" />
      <source>Chosen.</source>
      <translation>Elegido.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="135" />
      <source>Click a card in your hand, or drag it here, to plan it.</source>
      <translation>Haz clic en una carta de tu mano, o arrástrala aquí, para planearla.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/table/item_actions.py" line="80" />
      <source>Confirm the step</source>
      <translation>Confirmar el paso</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="170" />
      <source>Discard pile of %n card(s): %1 on top</source>
      <translation>
        <numerusform>Pila de descartes de %n carta: %1 encima</numerusform>
        <numerusform>Pila de descartes de %n cartas: %1 encima</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="195" />
      <source>Draw pile: %n card(s)</source>
      <translation>
        <numerusform>Mazo de robo: %n carta</numerusform>
        <numerusform>Mazo de robo: %n cartas</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="294" />
      <source>Each is worth %1; all of them %2.</source>
      <translation>Cada una vale %1; todas juntas, %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="92" />
      <source>Event: %1</source>
      <translation>Evento: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="216" />
      <source>Face down.</source>
      <translation>Boca abajo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/table/item_actions.py" line="80" />
      <source>Focus</source>
      <translation>Enfocar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="307" />
      <source>Input: %1, filled</source>
      <translation>Recurso: %1, cubierto</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="258" />
      <source>It stays home this round: none of your buildings can take it now.</source>
      <translation>Se queda en casa esta ronda: ninguno de tus edificios puede recibirlo ahora.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="61" />
      <source>Level %1 deck, %2 cards</source>
      <translation>Mazo de nivel %1, %2 cartas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="306" />
      <source>Missing input: %1</source>
      <translation>Recurso que falta: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="281" />
      <source>No goods on %1</source>
      <translation>Ninguna mercancía en %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="291" />
      <source>No goods on it.</source>
      <translation>Ninguna mercancía en él.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="129" />
      <source>Not available now.</source>
      <translation>No disponible ahora.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="31" />
      <source>On the card, each “5” stands for five goods, each small square for one more, and the number at the right counts them all.</source>
      <translation>En la carta, cada «5» vale cinco mercancías, cada cuadradito una más, y el número de la derecha las cuenta todas.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="211" />
      <source>One of the %n card(s) in %1's hand, face down.</source>
      <translation>
        <numerusform>La única carta en la mano de %1, boca abajo.</numerusform>
        <numerusform>Una de las %n cartas en la mano de %1, boca abajo.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="34" />
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="54" />
      <source>Player %1</source>
      <translation>Jugador %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/table/item_actions.py" line="80" />
      <source>Press</source>
      <translation>Pulsar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/table/item_actions.py" line="88" />
      <source>Put the focus ring on it; a card is shown large.</source>
      <translation>Pone el anillo de foco en él; una carta se muestra grande.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="131" />
      <source>Space or Enter presses it.</source>
      <translation>Space o Enter lo pulsa.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="133" />
      <source>Space presses it.</source>
      <translation>Space lo pulsa.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/table/accessible.py" line="233" />
      <source>Tab and the arrow keys move the focus ring over the cards, goods and buttons; Space acts on the one in the ring, Enter confirms the step.</source>
      <translation>Tab y las flechas mueven el anillo de foco por las cartas, mercancías y botones; Space actúa sobre lo que está en el anillo, Enter confirma el paso.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="202" />
      <source>The cards to draw, face down.</source>
      <translation>Las cartas para robar, boca abajo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="74" />
      <source>The dispenser: %1 energies</source>
      <translation>El dispensador: %1 energías</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="72" />
      <source>The research, over the display</source>
      <translation>La investigación, sobre la exposición</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="98" />
      <source>To build: the place for your planned building</source>
      <translation>Para construir: el sitio de tu edificio planeado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/table/item_actions.py" line="87" />
      <source>What Enter does with the focus ring on it: confirm the step.</source>
      <translation>Lo que hace Enter con el anillo de foco en él: confirmar el paso.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/table/item_actions.py" line="86" />
      <source>What Space does with the focus ring on it: choose it, or press it.</source>
      <translation>Lo que hace Space con el anillo de foco en él: elegirlo o pulsarlo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="261" />
      <source>Works at %1.</source>
      <translation>Trabaja en %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="114" />
      <source>You can choose it now.</source>
      <translation>Puedes elegirlo ahora.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="116" />
      <source>You cannot choose it now.</source>
      <translation>Ahora no puedes elegirlo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="206" />
      <source>Your planned building, face down.</source>
      <translation>Tu edificio planeado, boca abajo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="89" />
      <source>Your worker</source>
      <translation>Tu trabajador</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="186" />
      <source>Your worker works here.</source>
      <translation>Tu trabajador trabaja aquí.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="87" />
      <source>Your worker, at home</source>
      <translation>Tu trabajador, en casa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="66" />
      <source>a card</source>
      <translation>una carta</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="46" />
      <source>built by %1</source>
      <translation>construido por %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="41" />
      <source>drawn in the research</source>
      <translation>robado en la investigación</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="272" />
      <source>goods</source>
      <translation>mercancías</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="44" />
      <source>in %1's file</source>
      <translation>en el Archivo de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="39" />
      <source>in the display</source>
      <translation>en la exposición</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="72" />
      <source>your %1</source>
      <translation>tu %1</translation>
    </message>
  </context>
  <context>
    <name>TableView</name>
    <message>
      <location filename="../../omg_desktop/ui/table/view.py" line="54" />
      <source>Game table</source>
      <translation>Mesa de juego</translation>
    </message>
  </context>
  <context>
    <name>TextViewerDialog</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/text_viewer.py" line="50" />
      <source>&amp;Close</source>
      <translation>&amp;Cerrar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/text_viewer.py" line="47" />
      <source>The file could not be read: %1</source>
      <translation>No se ha podido leer el archivo: %1</translation>
    </message>
  </context>
  <context>
    <name>TicketToRide</name>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="56" />
      <source> · last round</source>
      <translation> · última ronda</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="154" />
      <source>%1 %2</source>
      <comment>a player's name and a number: Ana 17</comment>
      <translation>%1 %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="41" />
      <source>%1 %2</source>
      <comment>two sentences one after the other</comment>
      <translation>%1 %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="38" />
      <source>%1 %2 – %3 · %4</source>
      <translation>%1 %2 – %3 · %4</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="86" />
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="103" />
      <source>%1 (%2)</source>
      <translation>%1 (%2)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="85" />
      <source>%1 (%2, lane %3)</source>
      <translation>%1 (%2, vía %3)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="36" />
      <source>%1 This is your last turn.</source>
      <translation>%1 Este es tu último turno.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="87" />
      <source>%1 can do nothing and passes.</source>
      <translation>%1 no puede hacer nada y pasa.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="83" />
      <source>%1 claims %2 with %3 and scores %n point(s); %4.</source>
      <translation>
        <numerusform>%1 reclama %2 con %3 y gana %n punto; %4.</numerusform>
        <numerusform>%1 reclama %2 con %3 y gana %n puntos; %4.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="141" />
      <source>%1 completed %n ticket(s): %2; failed: %3. Tickets: %4. Score: %5.</source>
      <translation>
        <numerusform>%1 completó %n billete: %2; no completó: %3. Billetes: %4. Puntuación: %5.</numerusform>
        <numerusform>%1 completó %n billetes: %2; no completó: %3. Billetes: %4. Puntuación: %5.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="145" />
      <source>%1 completed every ticket, %n in all: %2. Tickets: %3. Score: %4.</source>
      <translation>
        <numerusform>%1 completó su billete, %n en total: %2. Billetes: %3. Puntuación: %4.</numerusform>
        <numerusform>%1 completó todos sus billetes, %n en total: %2. Billetes: %3. Puntuación: %4.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="147" />
      <source>%1 completed none of %n ticket(s): %2. Tickets: %3. Score: %4.</source>
      <translation>
        <numerusform>%1 no completó su %n billete: %2. Billetes: %3. Puntuación: %4.</numerusform>
        <numerusform>%1 no completó ninguno de sus %n billetes: %2. Billetes: %3. Puntuación: %4.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="70" />
      <source>%1 draws %n destination ticket(s).</source>
      <translation>
        <numerusform>%1 roba %n billete de destino.</numerusform>
        <numerusform>%1 roba %n billetes de destino.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="71" />
      <source>%1 draws %n destination ticket(s): %2.</source>
      <translation>
        <numerusform>%1 roba %n billete de destino: %2.</numerusform>
        <numerusform>%1 roba %n billetes de destino: %2.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="54" />
      <source>%1 draws a train card from the deck.</source>
      <translation>%1 roba una carta de vagón del mazo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="55" />
      <source>%1 draws a train card from the deck: %2.</source>
      <translation>%1 roba una carta de vagón del mazo: %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="89" />
      <source>%1 ends their turn.</source>
      <translation>%1 termina su turno.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="168" />
      <source>%1 has the longest continuous path, %n train(s) long, and the bonus: %2. Each player's longest path: %3.</source>
      <translation>
        <numerusform>%1 tiene el trayecto continuo más largo, de %n vagón, y la bonificación: %2. El trayecto más largo de cada jugador: %3.</numerusform>
        <numerusform>%1 tiene el trayecto continuo más largo, de %n vagones, y la bonificación: %2. El trayecto más largo de cada jugador: %3.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="138" />
      <source>%1 holds no ticket. Score: %2.</source>
      <translation>%1 no tiene billetes. Puntuación: %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="91" />
      <source>%1 is down to their last trains: everyone, %1 included, plays one last turn.</source>
      <translation>A %1 le quedan los últimos vagones: todos, %1 incluido, juegan un último turno.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="76" />
      <source>%1 is drawn to play first; everyone chooses their tickets in turn.</source>
      <translation>%1 sale elegido por sorteo para jugar primero; cada uno elige sus billetes por turno.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="107" />
      <source>%1 keeps %n ticket(s) and returns %2 to the bottom of the deck.</source>
      <translation>
        <numerusform>%1 se queda %n billete y devuelve %2 al fondo del mazo.</numerusform>
        <numerusform>%1 se queda %n billetes y devuelve %2 al fondo del mazo.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="112" />
      <source>%1 keeps %n ticket(s), %2, and returns %3 to the bottom of the deck.</source>
      <translation>
        <numerusform>%1 se queda %n billete, %2, y devuelve %3 al fondo del mazo.</numerusform>
        <numerusform>%1 se queda %n billetes, %2, y devuelve %3 al fondo del mazo.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="109" />
      <source>%1 keeps all %n ticket(s).</source>
      <translation>
        <numerusform>%1 se queda el %n billete.</numerusform>
        <numerusform>%1 se queda los %n billetes.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="114" />
      <source>%1 keeps all %n ticket(s): %2.</source>
      <translation>
        <numerusform>%1 se queda el %n billete: %2.</numerusform>
        <numerusform>%1 se queda los %n billetes: %2.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="126" />
      <source>%1 points</source>
      <comment>a score below zero: −12 points</comment>
      <translation>%1 puntos</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="172" />
      <source>%1 share the longest continuous path, %n train(s) long, and the bonus: %2 each. Each player's longest path: %3.</source>
      <translation>
        <numerusform>%1 comparten el trayecto continuo más largo, de %n vagón, y la bonificación: %2 cada uno. El trayecto más largo de cada jugador: %3.</numerusform>
        <numerusform>%1 comparten el trayecto continuo más largo, de %n vagones, y la bonificación: %2 cada uno. El trayecto más largo de cada jugador: %3.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="60" />
      <source>%1 takes the face-up card in place %2: %3.</source>
      <translation>%1 toma la carta boca arriba del lugar %2: %3.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="19" />
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="23" />
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="28" />
      <source>%1 · %2</source>
      <translation>%1 · %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="118" />
      <source>%1 ×%2</source>
      <comment>a number of train cards of one colour: Red ×3</comment>
      <translation>%1 ×%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="69" />
      <source>%1 – %2</source>
      <translation>%1 – %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="506" />
      <source>%1 — %2</source>
      <translation>%1 — %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="126" />
      <source>%1's destination ticket, face down</source>
      <translation>Billete de destino de %1, boca abajo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="84" />
      <source>%1's token</source>
      <translation>Ficha de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="78" />
      <source>%1, city</source>
      <translation>%1, ciudad</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="115" />
      <source>%1, claimed by %2</source>
      <translation>%1, reclamada por %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="117" />
      <source>%1, closed (the other lane is taken)</source>
      <translation>%1, cerrada (la otra vía está ocupada)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="113" />
      <source>%1, one lane of a double route</source>
      <translation>%1, una vía de una ruta doble</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="118" />
      <source>%1, open</source>
      <translation>%1, libre</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="155" />
      <source>%1: %2</source>
      <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="94" />
      <source>%1: %n %2 space(s)</source>
      <translation>
        <numerusform>%1: %n espacio %2</numerusform>
        <numerusform>%1: %n espacios %2</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="23" />
      <source>%n card(s)</source>
      <translation>
        <numerusform>%n carta</numerusform>
        <numerusform>%n cartas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="156" />
      <source>%n point(s)</source>
      <translation>
        <numerusform>%n punto</numerusform>
        <numerusform>%n puntos</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="161" />
      <source>%n space(s)</source>
      <translation>
        <numerusform>%n espacio</numerusform>
        <numerusform>%n espacios</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="141" />
      <source>%n ticket(s)</source>
      <translation>
        <numerusform>%n billete</numerusform>
        <numerusform>%n billetes</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="136" />
      <source>%n train card(s)</source>
      <translation>
        <numerusform>%n carta de vagón</numerusform>
        <numerusform>%n cartas de vagón</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="146" />
      <source>%n train(s)</source>
      <translation>
        <numerusform>%n vagón</numerusform>
        <numerusform>%n vagones</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="151" />
      <source>%n train(s) left</source>
      <translation>
        <numerusform>queda %n vagón</numerusform>
        <numerusform>quedan %n vagones</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="176" />
      <source>&amp;Ask before placing trains</source>
      <translation>&amp;Preguntar antes de colocar vagones</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="167" />
      <source>&amp;Cancel</source>
      <translation>&amp;Cancelar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="169" />
      <source>&amp;Keep</source>
      <translation>&amp;Conservar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="498" />
      <source>&amp;Keep %1 of %2</source>
      <translation>&amp;Conservar %1 de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="164" />
      <source>&amp;Place the trains</source>
      <translation>Colocar los &amp;vagones</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="40" />
      <source>+ %n more ticket(s) (point here)</source>
      <translation>
        <numerusform>+ %n billete más (señala aquí)</numerusform>
        <numerusform>+ %n billetes más (señala aquí)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="157" />
      <source>+ Locomotive</source>
      <translation>+ Locomotora</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="113" />
      <source>, </source>
      <comment>between the items of a list</comment>
      <translation>, </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="57" />
      <source>A card is laid face up in place %1: %2.</source>
      <translation>Se pone una carta boca arriba en el lugar %1: %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="139" />
      <source>A face-up %1 is taken alone: it is the whole draw.</source>
      <translation>Una carta %1 boca arriba se toma sola: es todo el robo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="463" />
      <source>A face-up %1 is taken only as the first card of a draw.</source>
      <translation>Una carta %1 boca arriba solo se toma como la primera carta del robo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="83" />
      <source>A turn: draw two train cards, or claim one route, or draw destination tickets.</source>
      <translation>Un turno: robar dos cartas de vagón, o reclamar una ruta, o robar billetes de destino.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="95" />
      <source>Another player has claimed this route: its trains are in their colour.</source>
      <translation>Otro jugador ya ha reclamado esta ruta: sus vagones están en su color.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="178" />
      <source>Ask before placing trains</source>
      <translation>Preguntar antes de colocar vagones</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="30" />
      <source>Black</source>
      <translation>Negro</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="27" />
      <source>Blue</source>
      <translation>Azul</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="75" />
      <source>Cards and tickets in hand are secret: only their number is shown.</source>
      <translation>Las cartas y los billetes en la mano son secretos: solo se muestra su número.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="45" />
      <source>Choose the destination tickets to keep: at least %n of the %1 dealt to you.</source>
      <translation>
        <numerusform>Elige los billetes de destino que te quedas: al menos %n de los %1 que te han tocado.</numerusform>
        <numerusform>Elige los billetes de destino que te quedas: al menos %n de los %1 que te han tocado.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="47" />
      <source>Choose the destination tickets to keep: at least %n of the %1 drawn.</source>
      <translation>
        <numerusform>Elige los billetes de destino que te quedas: al menos %n de los %1 robados.</numerusform>
        <numerusform>Elige los billetes de destino que te quedas: al menos %n de los %1 robados.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="36" />
      <source>Claim %1 with %2.</source>
      <translation>Reclama %1 con %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="475" />
      <source>Claim %1 with %2? Place the trains (Enter) or Cancel (Esc).</source>
      <translation>¿Reclamar %1 con %2? Coloca los vagones (Enter) o cancela (Esc).</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="148" />
      <source>Claimed with %1 %2 cards: %n point(s).</source>
      <translation>
        <numerusform>Se reclama con %1 cartas %2: %n punto.</numerusform>
        <numerusform>Se reclama con %1 cartas %2: %n puntos.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="146" />
      <source>Claimed with %1 cards of any one colour: %n point(s).</source>
      <translation>
        <numerusform>Se reclama con %1 cartas de un mismo color cualquiera: %n punto.</numerusform>
        <numerusform>Se reclama con %1 cartas de un mismo color cualquiera: %n puntos.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="94" />
      <source>Destination ticket deck, %n ticket(s)</source>
      <translation>
        <numerusform>Mazo de billetes de destino, %n billete</numerusform>
        <numerusform>Mazo de billetes de destino, %n billetes</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="80" />
      <source>Done: your routes join its two cities.</source>
      <translation>Completado: tus rutas unen sus dos ciudades.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="78" />
      <source>Draw destination tickets: your tickets are made or out of reach, and you have trains enough to make new ones.</source>
      <translation>Roba billetes de destino: tus billetes están completados o fuera de alcance, y tienes vagones suficientes para completar otros.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="94" />
      <source>Draw from the deck: no card your plan needs lies face up.</source>
      <translation>Roba del mazo: ninguna carta que necesita tu plan está boca arriba.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="78" />
      <source>Every player has chosen their tickets: %1 begins.</source>
      <translation>Todos han elegido sus billetes: empieza %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="90" />
      <source>Face-up card in place %1: %2</source>
      <translation>Carta boca arriba en el lugar %1: %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="89" />
      <source>Face-up place %1, empty</source>
      <translation>Lugar boca arriba %1, vacío</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="26" />
      <source>Green</source>
      <translation>Verde</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="31" />
      <source>Grey</source>
      <translation>Gris</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="63" />
      <source>It lies on the way of %1.</source>
      <translation>Está en el camino de %1.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="73" />
      <source>It scores %n point(s) in your last turn.</source>
      <translation>
        <numerusform>Da %n punto en tu último turno.</numerusform>
        <numerusform>Da %n puntos en tu último turno.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="75" />
      <source>It scores %n point(s): your tickets need nothing more.</source>
      <translation>
        <numerusform>Da %n punto: tus billetes no necesitan nada más.</numerusform>
        <numerusform>Da %n puntos: tus billetes no necesitan nada más.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="110" />
      <source>It takes %1 %2 cards (%3 cards count as any); you hold %4.</source>
      <translation>Hacen falta %1 cartas %2 (las cartas %3 cuentan como cualquiera); tienes %4.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="108" />
      <source>It takes %1 cards of one colour (%2 cards count as any); your best is %3.</source>
      <translation>Hacen falta %1 cartas de un mismo color (las cartas %2 cuentan como cualquiera); tu máximo es %3.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="103" />
      <source>It takes %1 trains; you have %2 left.</source>
      <translation>Hacen falta %1 vagones; te quedan %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="68" />
      <source>It would join two parts of another player's network: taking it blocks them.</source>
      <translation>Uniría dos partes de la red de otro jugador: tomarla lo bloquea.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="51" />
      <source>Keep %1: %n point(s) your routes can join in the turns left.</source>
      <translation>
        <numerusform>Quédate %1: %n punto que tus rutas pueden unir en los turnos que quedan.</numerusform>
        <numerusform>Quédate %1: %n puntos que tus rutas pueden unir en los turnos que quedan.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="53" />
      <source>Keep %1: the least at risk, as no choice fits the turns left.</source>
      <translation>Quédate %1: el menor riesgo, ya que ninguna elección cabe en los turnos que quedan.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="419" />
      <source>Keep at least %n of the tickets drawn.</source>
      <translation>
        <numerusform>Quédate al menos %n de los billetes robados.</numerusform>
        <numerusform>Quédate al menos %n de los billetes robados.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="22" />
      <source>Locomotive</source>
      <translation>Locomotora</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="26" />
      <source>Longest path (spaces)</source>
      <translation>Trayecto más largo (espacios)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="21" />
      <source>Longest path bonus</source>
      <translation>Bonificación del trayecto más largo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="467" />
      <source>No destination ticket is left.</source>
      <translation>No queda ningún billete de destino.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="175" />
      <source>Nobody has claimed a route: no bonus for the longest path.</source>
      <translation>Nadie ha reclamado una ruta: no hay bonificación por el trayecto más largo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="81" />
      <source>Open: your routes do not join its two cities yet.</source>
      <translation>Abierto: tus rutas aún no unen sus dos ciudades.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="24" />
      <source>Orange</source>
      <translation>Naranja</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="59" />
      <source>Others may take it first, and it lies on the way of %1.</source>
      <translation>Otros pueden tomarla antes, y está en el camino de %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="61" />
      <source>Others may take it first, and your plan needs it.</source>
      <translation>Otros pueden tomarla antes, y tu plan la necesita.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="99" />
      <source>Pass: there is nothing else you can do.</source>
      <translation>Pasa: no puedes hacer nada más.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="559" />
      <source>Pay with %1</source>
      <translation>Pagar con %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="28" />
      <source>Pink</source>
      <translation>Rosa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="51" />
      <source>Player %1</source>
      <translation>Jugador %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="67" />
      <source>Points so far: the routes claimed. At the end each ticket adds its points when its cities are joined and takes them off when not, and the longest continuous path earns its bonus.</source>
      <translation>Puntos hasta ahora: las rutas reclamadas. Al final, cada billete suma sus puntos si sus ciudades están unidas y los resta si no, y el trayecto continuo más largo gana su bonificación.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="23" />
      <source>Red</source>
      <translation>Rojo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="220" />
      <source>Round %1</source>
      <translation>Ronda %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="219" />
      <source>Round %1 (the last turns)</source>
      <translation>Ronda %1 (los últimos turnos)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="55" />
      <source>Round %1 · %2's turn</source>
      <translation>Ronda %1 · turno de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="18" />
      <source>Routes</source>
      <translation>Rutas</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="47" />
      <source>Routes of %n space(s)</source>
      <translation>
        <numerusform>Rutas de %n espacio</numerusform>
        <numerusform>Rutas de %n espacios</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="217" />
      <source>Set-up</source>
      <translation>Preparación</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="56" />
      <source>Several players have the same points: the most tickets completed wins, then the longest path.</source>
      <translation>Varios jugadores tienen los mismos puntos: gana quien completó más billetes y después quien tiene el trayecto más largo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="99" />
      <source>Something happened (%1).</source>
      <translation>Algo ha pasado (%1).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="85" />
      <source>Take the face-up %1 in place %2: a route of your plan lacks just one card.</source>
      <translation>Toma la carta %1 boca arriba del lugar %2: a una ruta de tu plan solo le falta una carta.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="88" />
      <source>Take the face-up %1 in place %2: the colour you hold most, towards a long route.</source>
      <translation>Toma la carta %1 boca arriba del lugar %2: el color que más tienes, para una ruta larga.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="96" />
      <source>Take the face-up %1 in place %2: the deck is empty.</source>
      <translation>Toma la carta %1 boca arriba del lugar %2: el mazo está vacío.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="81" />
      <source>Take the face-up %1 in place %2: your routes still lack %n of it.</source>
      <translation>
        <numerusform>Toma la carta %1 boca arriba del lugar %2: a tus rutas aún les falta %n de ese color.</numerusform>
        <numerusform>Toma la carta %1 boca arriba del lugar %2: a tus rutas aún les faltan %n de ese color.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="92" />
      <source>Take your second card from the deck: no card your plan needs lies face up.</source>
      <translation>Roba tu segunda carta del mazo: ninguna carta que necesita tu plan está boca arriba.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="456" />
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="466" />
      <source>Take your second train card first.</source>
      <translation>Toma primero tu segunda carta de vagón.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="53" />
      <source>Take your second train card: from the deck, or face up but not a %1.</source>
      <translation>Toma tu segunda carta de vagón: del mazo o boca arriba, pero no una carta %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="469" />
      <source>The deck and the discards are empty.</source>
      <translation>El mazo y los descartes están vacíos.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="49" />
      <source>The destination tickets are shuffled: a deck of %n.</source>
      <translation>
        <numerusform>Se barajan los billetes de destino: un mazo de %n.</numerusform>
        <numerusform>Se barajan los billetes de destino: un mazo de %n.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="65" />
      <source>The face-up cards show %n %1 card(s): they are all discarded and new ones are laid out.</source>
      <translation>
        <numerusform>Las cartas boca arriba muestran %n %1: se descartan todas y se ponen otras.</numerusform>
        <numerusform>Las cartas boca arriba muestran %n cartas %1: se descartan todas y se ponen otras.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="49" />
      <source>The game is over</source>
      <translation>La partida ha terminado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="183" />
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="24" />
      <source>The game is over.</source>
      <translation>La partida ha terminado.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="189" />
      <source>The game is over: %1 share the win with %2 each. Final scores: %3.</source>
      <translation>La partida ha terminado: %1 comparten la victoria con %2 cada uno. Puntuaciones finales: %3.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="187" />
      <source>The game is over: %1 wins with %2. Final scores: %3.</source>
      <translation>La partida ha terminado: %1 gana con %2. Puntuaciones finales: %3.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="82" />
      <source>The map</source>
      <translation>El mapa</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="50" />
      <source>The train cards are shuffled: a deck of %n.</source>
      <translation>
        <numerusform>Se barajan las cartas de vagón: un mazo de %n.</numerusform>
        <numerusform>Se barajan las cartas de vagón: un mazo de %n.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="54" />
      <source>They have the same points, the same number of tickets completed and the same longest path: they share the win.</source>
      <translation>Tienen los mismos puntos, el mismo número de billetes completados y el mismo trayecto más largo: comparten la victoria.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="129" />
      <source>Ticket %1, completed</source>
      <translation>Billete %1, completado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="130" />
      <source>Ticket %1, not completed yet</source>
      <translation>Billete %1, aún sin completar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="103" />
      <source>Ticket offered: %1, chosen to keep</source>
      <translation>Billete ofrecido: %1, elegido para quedártelo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="104" />
      <source>Ticket offered: %1, not chosen</source>
      <translation>Billete ofrecido: %1, no elegido</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="45" />
      <source>Ticket to Ride</source>
      <translation>¡Aventureros al Tren!</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="19" />
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="24" />
      <source>Tickets completed</source>
      <translation>Billetes completados</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="20" />
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="25" />
      <source>Tickets failed</source>
      <translation>Billetes no completados</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="53" />
      <source>Tickets to keep · %1 chooses</source>
      <translation>Billetes que conservar · elige %1</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="92" />
      <source>Train card deck, %n card(s)</source>
      <translation>
        <numerusform>Mazo de cartas de vagón, %n carta</numerusform>
        <numerusform>Mazo de cartas de vagón, %n cartas</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="22" />
      <source>Waiting for %1 to take the seat…</source>
      <translation>Esperando a que %1 ocupe su sitio…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="26" />
      <source>Waiting for %1…</source>
      <translation>Esperando a %1…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="29" />
      <source>White</source>
      <translation>Blanco</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="99" />
      <source>With fewer than %1 players only one lane of a double route is used.</source>
      <translation>Con menos de %1 jugadores solo se usa una vía de cada ruta doble.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="25" />
      <source>Yellow</source>
      <translation>Amarillo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="31" />
      <source>You can do nothing this turn: pass.</source>
      <translation>No puedes hacer nada este turno: pasa.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="94" />
      <source>You have claimed this route.</source>
      <translation>Ya has reclamado esta ruta.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="98" />
      <source>You hold the other lane of this double route: a player never claims both.</source>
      <translation>Ya tienes la otra vía de esta ruta doble: un jugador nunca reclama las dos.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="97" />
      <source>Your %1 cards: %n</source>
      <translation>
        <numerusform>Tus cartas %1: %n</numerusform>
        <numerusform>Tus cartas %1: %n</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="65" />
      <source>Your plan needs it, and losing it would cost most.</source>
      <translation>Tu plan la necesita, y perderla costaría más que cualquier otra.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="34" />
      <source>Your tickets (%1)</source>
      <translation>Tus billetes (%1)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="69" />
      <source>Your turn: claim a route or draw destination tickets.</source>
      <translation>Tu turno: reclama una ruta o roba billetes de destino.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="71" />
      <source>Your turn: claim a route.</source>
      <translation>Tu turno: reclama una ruta.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="73" />
      <source>Your turn: draw destination tickets.</source>
      <translation>Tu turno: roba billetes de destino.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="65" />
      <source>Your turn: draw train cards or claim a route.</source>
      <translation>Tu turno: roba cartas de vagón o reclama una ruta.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="67" />
      <source>Your turn: draw train cards or destination tickets.</source>
      <translation>Tu turno: roba cartas de vagón o billetes de destino.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="63" />
      <source>Your turn: draw train cards, claim a route or draw destination tickets.</source>
      <translation>Tu turno: roba cartas de vagón, reclama una ruta o roba billetes de destino.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="74" />
      <source>Your turn: draw train cards.</source>
      <translation>Tu turno: roba cartas de vagón.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="156" />
      <source>− Locomotive</source>
      <translation>− Locomotora</translation>
    </message>
  </context>
  <context>
    <name>Obsolete</name>
    <message>
      <source>A box of tabletop games: Oh My Goods! (Big Box) and Gizmos.</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">Una caja de juegos de mesa: Oh My Goods! (Big Box) y Gizmos.</translation>
    </message>
    <message>
      <source>A box of tabletop games: Oh My Goods! (Big Box), Gizmos and Kingdom Builder.</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">Una caja de juegos de mesa: Oh My Goods! (Big Box), Gizmos y Kingdom Builder.</translation>
    </message>
    <message>
      <source>A desktop edition of the card game Oh My Goods! (Big Box).</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">Una edición de escritorio del juego de cartas Oh My Goods! (Big Box).</translation>
    </message>
    <message>
      <source>About omg-desktop</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">Acerca de omg-desktop</translation>
    </message>
    <message>
      <source>Oh My Goods! is a game by Alexander Pfister. Card names, numbers and rules are facts of the published game; all art and text here are original.</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">Oh My Goods! es un juego de Alexander Pfister. Los nombres, los números y las reglas de las cartas son datos del juego publicado; todas las ilustraciones y los textos de esta aplicación son originales.</translation>
    </message>
    <message>
      <source>Oh My Goods! is a game by Alexander Pfister. Card names, numbers and rules are facts of the published game; all art and text here are original. Not an official product.</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">Oh My Goods! es un juego de Alexander Pfister. Los nombres, los números y las reglas de las cartas son datos del juego publicado; todas las ilustraciones y los textos de esta aplicación son originales. No es un producto oficial.</translation>
    </message>
    <message>
      <source>Oh My Goods! is a game by Alexander Pfister; Gizmos is a game by Phil Walker-Harding. Card names, numbers and rules are facts of the published games; all art and text here are original.</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">Oh My Goods! es un juego de Alexander Pfister; Gizmos es un juego de Phil Walker-Harding. Los nombres, los números y las reglas de las cartas son datos de los juegos publicados; todas las ilustraciones y los textos de esta aplicación son originales.</translation>
    </message>
    <message>
      <source>Oh My Goods! is a game by Alexander Pfister; Gizmos is a game by Phil Walker-Harding; Kingdom Builder is a game by Donald X. Vaccarino. Names, numbers and rules are facts of the published games; all art and text here are original.</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">Oh My Goods! es un juego de Alexander Pfister; Gizmos es un juego de Phil Walker-Harding; Kingdom Builder es un juego de Donald X. Vaccarino. Los nombres, los números y las reglas son datos de los juegos publicados; todas las ilustraciones y los textos de esta aplicación son originales.</translation>
    </message>
    <message>
      <source>omg-desktop</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">omg-desktop</translation>
    </message>
    <message>
      <source>%1 (%2 coins)</source>
      <comment>CampaignDialog|Panel|</comment>
      <translation type="vanished">%1 (%2 monedas)</translation>
    </message>
    <message>
      <source>%1 (%2)</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Story|</comment>
      <translation type="vanished">%1 (%2)</translation>
    </message>
    <message>
      <source>%1 (%2)</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Story|</comment>
      <translation type="vanished">%1 (%2)</translation>
    </message>
    <message>
      <source>%1 (%2)</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Story|</comment>
      <translation type="vanished">%1 (%2)</translation>
    </message>
    <message>
      <source>%1 × (%2) gives %3 %4 (%5 coins)</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">%1 × (%2) da %3 %4 (%5 monedas)</translation>
    </message>
    <message>
      <source>%1 × (%2) gives %3 %4 (%5 coins)</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">%1 × (%2) da %3 %4 (%5 monedas)</translation>
    </message>
    <message>
      <source>%1 × (%2) gives %3 %4 (%5 coins)</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">%1 × (%2) da %3 %4 (%5 monedas)</translation>
    </message>
    <message>
      <source>&amp;Hire</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">C&amp;ontratar</translation>
    </message>
    <message>
      <source>&amp;Hire</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">C&amp;ontratar</translation>
    </message>
    <message>
      <source>&amp;Hire</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">C&amp;ontratar</translation>
    </message>
    <message>
      <source>&amp;Rename</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|SlotsDialog|</comment>
      <translation type="vanished">&amp;Renombrar</translation>
    </message>
    <message>
      <source>&amp;Rename</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|SlotsDialog|</comment>
      <translation type="vanished">&amp;Renombrar</translation>
    </message>
    <message>
      <source>&amp;Rename</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|SlotsDialog|</comment>
      <translation type="vanished">&amp;Renombrar</translation>
    </message>
    <message>
      <source>&amp;Run chain</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">&amp;Activar cadena</translation>
    </message>
    <message>
      <source>&amp;Run chain</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">&amp;Activar cadena</translation>
    </message>
    <message>
      <source>&amp;Run chain</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">&amp;Activar cadena</translation>
    </message>
    <message>
      <source>1 coin</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CardArt|</comment>
      <translation type="vanished">1 moneda</translation>
    </message>
    <message>
      <source>1 coin</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CardArt|</comment>
      <translation type="vanished">1 moneda</translation>
    </message>
    <message>
      <source>1 coin</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CardArt|</comment>
      <translation type="vanished">1 moneda</translation>
    </message>
    <message>
      <source>Campaign %1 — %2</source>
      <comment>CampaignDialog|</comment>
      <translation type="vanished">Campaña %1 — %2</translation>
    </message>
    <message>
      <source>Campaign %1 — %2</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">Campaña %1 — %2</translation>
    </message>
    <message>
      <source>Campaign %1 — %2</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">Campaña %1 — %2</translation>
    </message>
    <message>
      <source>Campaign %1 — %2</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">Campaña %1 — %2</translation>
    </message>
    <message>
      <source>Campaign %1 — %2, %3</source>
      <comment>CampaignDialog|</comment>
      <translation type="vanished">Campaña %1 — %2, %3</translation>
    </message>
    <message>
      <source>Campaign %1 — %2, %3</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">Campaña %1 — %2, %3</translation>
    </message>
    <message>
      <source>Campaign %1 — %2, %3</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">Campaña %1 — %2, %3</translation>
    </message>
    <message>
      <source>Campaign %1 — %2, %3</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">Campaña %1 — %2, %3</translation>
    </message>
    <message>
      <source>Campaign %1 — cannot be read</source>
      <comment>CampaignDialog|</comment>
      <translation type="vanished">Campaña %1 — no se puede leer</translation>
    </message>
    <message>
      <source>Campaign %1 — cannot be read</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">Campaña %1 — no se puede leer</translation>
    </message>
    <message>
      <source>Campaign %1 — cannot be read</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">Campaña %1 — no se puede leer</translation>
    </message>
    <message>
      <source>Campaign %1 — cannot be read</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">Campaña %1 — no se puede leer</translation>
    </message>
    <message>
      <source>Click: pay with one more of these goods; once all are chosen, a click takes them back.</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Clic: pagar con uno más de estos bienes; cuando estén todos elegidos, un clic los devuelve.</translation>
    </message>
    <message>
      <source>Click: pay with one more of these goods; once all are chosen, a click takes them back.</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Clic: pagar con uno más de estos bienes; cuando estén todos elegidos, un clic los devuelve.</translation>
    </message>
    <message>
      <source>Click: pay with one more of these goods; once all are chosen, a click takes them back.</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Clic: pagar con uno más de estos bienes; cuando estén todos elegidos, un clic los devuelve.</translation>
    </message>
    <message>
      <source>Confirm the current choice</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">Confirmar la elección actual</translation>
    </message>
    <message>
      <source>Confirm the current choice</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">Confirmar la elección actual</translation>
    </message>
    <message>
      <source>Confirm the current choice</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">Confirmar la elección actual</translation>
    </message>
    <message>
      <source>Confirm the current step, wherever the focus is</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">Confirmar el paso actual, esté donde esté el foco</translation>
    </message>
    <message>
      <source>Confirm the current step, wherever the focus is</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">Confirmar el paso actual, esté donde esté el foco</translation>
    </message>
    <message>
      <source>Confirm the current step, wherever the focus is</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">Confirmar el paso actual, esté donde esté el foco</translation>
    </message>
    <message>
      <source>Discard (%1)</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Table|</comment>
      <translation type="vanished">Desc. (%1)</translation>
    </message>
    <message>
      <source>Discard (%1)</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Table|</comment>
      <translation type="vanished">Desc. (%1)</translation>
    </message>
    <message>
      <source>Discard (%1)</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Table|</comment>
      <translation type="vanished">Desc. (%1)</translation>
    </message>
    <message>
      <source>Each card you discard serves this building only. The cheapest choice comes first.</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Cada carta que descartes sirve solo para este edificio. La opción más barata aparece primero.</translation>
    </message>
    <message>
      <source>Each card you discard serves this building only. The cheapest choice comes first.</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Cada carta que descartes sirve solo para este edificio. La opción más barata aparece primero.</translation>
    </message>
    <message>
      <source>Each card you discard serves this building only. The cheapest choice comes first.</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Cada carta que descartes sirve solo para este edificio. La opción más barata aparece primero.</translation>
    </message>
    <message>
      <source>Move an assistant (2 coins each):</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Mover un ayudante (2 monedas cada vez):</translation>
    </message>
    <message>
      <source>Move an assistant (2 coins each):</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Mover un ayudante (2 monedas cada vez):</translation>
    </message>
    <message>
      <source>Move an assistant (2 coins each):</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Mover un ayudante (2 monedas cada vez):</translation>
    </message>
    <message>
      <source>Move between the controls of the panel</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">Moverse entre los controles del panel</translation>
    </message>
    <message>
      <source>Move between the controls of the panel</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">Moverse entre los controles del panel</translation>
    </message>
    <message>
      <source>Move between the controls of the panel</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">Moverse entre los controles del panel</translation>
    </message>
    <message>
      <source>Paying exactly %1 coins</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Pagas exactamente %1 monedas</translation>
    </message>
    <message>
      <source>Paying exactly %1 coins</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Pagas exactamente %1 monedas</translation>
    </message>
    <message>
      <source>Paying exactly %1 coins</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Pagas exactamente %1 monedas</translation>
    </message>
    <message>
      <source>nothing answers at %1: check the address, and that the host's table is open</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">nada responde en %1: revisa la dirección y que la mesa de quien organiza esté abierta</translation>
    </message>
    <message>
      <source>1 coin</source>
      <comment>CardArt|</comment>
      <translation type="vanished">1 moneda</translation>
    </message>
    <message>
      <source>&amp;Learn to play</source>
      <comment>Coach|</comment>
      <translation type="vanished">&amp;Aprender a jugar</translation>
    </message>
    <message>
      <source>&amp;Not now</source>
      <comment>Coach|</comment>
      <translation type="vanished">Ahora &amp;no</translation>
    </message>
    <message>
      <source>New to the game? Play a guided first game: a coach shows you every rule as you play (about %1 minutes). You can leave at any time and go on later from Help ▸ Learn to play.</source>
      <comment>Coach|</comment>
      <translation type="vanished">¿Es tu primera vez? Juega una primera partida guiada: un entrenador te enseña cada regla mientras juegas (unos %1 minutos). Puedes salir cuando quieras y seguir más tarde desde Ayuda ▸ Aprender a jugar.</translation>
    </message>
    <message>
      <source>Not quite: try what I pointed at. If you are stuck, Skip this step makes the move for you.</source>
      <comment>Coach|</comment>
      <translation type="vanished">Casi: prueba lo que te he señalado. Si te atascas, Saltar este paso hace la jugada por ti.</translation>
    </message>
    <message>
      <source>Skip this s&amp;tep</source>
      <comment>Coach|</comment>
      <translation type="vanished">Saltar este &amp;paso</translation>
    </message>
    <message>
      <source> (%1 of level III)</source>
      <comment>Gizmos|</comment>
      <translation type="vanished"> (%1 de nivel III)</translation>
    </message>
    <message>
      <source>%1, with %2</source>
      <comment>Gizmos|</comment>
      <translation type="vanished">%1, con %2</translation>
    </message>
    <message>
      <source>%n converter(s)</source>
      <comment>Gizmos|</comment>
      <translation type="vanished">%n conversor</translation>
    </message>
    <message>
      <source>Build II</source>
      <comment>Gizmos|</comment>
      <translation type="vanished">Construir II</translation>
    </message>
    <message>
      <source>Build from file</source>
      <comment>Gizmos|</comment>
      <translation type="vanished">Construir del Archivo</translation>
    </message>
    <message>
      <source>Points: those printed on the built gizmos, the victory point tokens, and the end-of-game upgrades' bonus.</source>
      <comment>Gizmos|</comment>
      <translation type="vanished">Puntos: los impresos en los Gizmos construidos, las fichas de puntos de victoria y la bonificación de las Mejoras de final de partida.</translation>
    </message>
    <message>
      <source>costs %1 (%2), %3</source>
      <comment>Gizmos|</comment>
      <translation type="vanished">cuesta %1 de color %2, %3</translation>
    </message>
    <message>
      <source>%1 comes into the display.</source>
      <comment>GizmosLog|</comment>
      <translation type="vanished">Entra en la exposición %1.</translation>
    </message>
    <message>
      <source>%1 builds at %2 with the %3.</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">%1 construye en la %2 con la loseta %3.</translation>
    </message>
    <message>
      <source>%1 builds at %2.</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">%1 construye en la %2.</translation>
    </message>
    <message>
      <source>Gold</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">Oro</translation>
    </message>
    <message>
      <source>Gold from the cards</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">Oro de las cartas</translation>
    </message>
    <message>
      <source>Location tiles taken</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">Losetas de lugar tomadas</translation>
    </message>
    <message>
      <source>Location tiles used</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">Losetas de lugar usadas</translation>
    </message>
    <message>
      <source>Settlements moved</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">Poblados movidos</translation>
    </message>
    <message>
      <source>Water: only the Harbor moves a settlement onto water.</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">Agua: solo la loseta Puerto mueve un poblado al agua.</translation>
    </message>
    <message>
      <source>&amp;About Oh My Goods!</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">Acerca &amp;de Oh My Goods!</translation>
    </message>
    <message>
      <source>Confirm the current choice</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">Confirmar la elección actual</translation>
    </message>
    <message>
      <source>Confirm the current step, wherever the focus is</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">Confirmar el paso actual, esté donde esté el foco</translation>
    </message>
    <message>
      <source>Move between the controls of the panel</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">Moverse entre los controles del panel</translation>
    </message>
    <message>
      <source>Oh My Goods!</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">Oh My Goods!</translation>
    </message>
    <message>
      <source>Press the focused button; elsewhere, confirm the current step</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">Pulsa el botón con el foco; en otro lugar, confirma el paso actual</translation>
    </message>
    <message>
      <source>The next game replaces it in the autosave: save it to a slot first (Game ▸ Save game) to keep it.</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">La próxima partida la sustituye en el guardado automático: para conservarla, guárdala antes en una ranura (Partida ▸ Guardar partida).</translation>
    </message>
    <message>
      <source>nothing answers at %1: check the address, and that the host's table is open</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">nada responde en %1: revisa la dirección y que la mesa de quien organiza esté abierta</translation>
    </message>
    <message>
      <source>&amp;Not now</source>
      <comment>Network|</comment>
      <translation type="vanished">&amp;Ahora no</translation>
    </message>
    <message>
      <source>Take your seat back?</source>
      <comment>Network|</comment>
      <translation type="vanished">¿Recuperar tu puesto?</translation>
    </message>
    <message>
      <source>Human</source>
      <comment>NewGameDialog|</comment>
      <translation type="vanished">Humano</translation>
    </message>
    <message>
      <source>Normal plans its worker and its buildings together and counts cards in points.</source>
      <comment>NewGameDialog|</comment>
      <translation type="vanished">Normal planea su trabajador y sus edificios a la vez y cuenta las cartas en puntos.</translation>
    </message>
    <message>
      <source>%1 (%2 coins)</source>
      <comment>Panel|</comment>
      <translation type="vanished">%1 (%2 monedas)</translation>
    </message>
    <message>
      <source>%1 × (%2) gives %3 %4 (%5 coins)</source>
      <comment>Panel|</comment>
      <translation type="vanished">%1 × (%2) da %3 %4 (%5 monedas)</translation>
    </message>
    <message>
      <source>&amp;Hire</source>
      <comment>Panel|</comment>
      <translation type="vanished">C&amp;ontratar</translation>
    </message>
    <message>
      <source>&amp;Run chain</source>
      <comment>Panel|</comment>
      <translation type="vanished">&amp;Activar cadena</translation>
    </message>
    <message>
      <source>Click: pay with one more of these goods; once all are chosen, a click takes them back.</source>
      <comment>Panel|</comment>
      <translation type="vanished">Clic: pagar con uno más de estos bienes; cuando estén todos elegidos, un clic los devuelve.</translation>
    </message>
    <message>
      <source>Each card you discard serves this building only. The cheapest choice comes first.</source>
      <comment>Panel|</comment>
      <translation type="vanished">Cada carta que descartes sirve solo para este edificio. La opción más barata aparece primero.</translation>
    </message>
    <message>
      <source>Move an assistant (2 coins each):</source>
      <comment>Panel|</comment>
      <translation type="vanished">Mover un ayudante (2 monedas cada vez):</translation>
    </message>
    <message>
      <source>Paying exactly %1 coins</source>
      <comment>Panel|</comment>
      <translation type="vanished">Pagas exactamente %1 monedas</translation>
    </message>
    <message>
      <source>&amp;Rename</source>
      <comment>SlotsDialog|</comment>
      <translation type="vanished">&amp;Renombrar</translation>
    </message>
    <message>
      <source>Game: %1 (saved %2)</source>
      <comment>SlotsDialog|</comment>
      <translation type="vanished">Partida: %1 (guardada %2)</translation>
    </message>
    <message>
      <source>%1 (%2)</source>
      <comment>Story|</comment>
      <translation type="vanished">%1 (%2)</translation>
    </message>
    <message>
      <source>Discard (%1)</source>
      <comment>Table|</comment>
      <translation type="vanished">Desc. (%1)</translation>
    </message>
    <message>
      <source>Draw pile</source>
      <comment>Table|</comment>
      <translation type="vanished">Mazo</translation>
    </message>
    <message>
      <source>Waiting to be put on a building.</source>
      <comment>TableSpeech|</comment>
      <translation type="vanished">Espera a que lo pongan en un edificio.</translation>
    </message>
    <message>
      <source>Claimed already.</source>
      <comment>TicketToRide|</comment>
      <translation type="vanished">Ya reclamada.</translation>
    </message>
    <message>
      <source>The game is over: %1 share the win.</source>
      <comment>TicketToRide|</comment>
      <translation type="vanished">La partida ha terminado: %1 comparten la victoria.</translation>
    </message>
    <message>
      <source>The game is over: %1 wins.</source>
      <comment>TicketToRide|</comment>
      <translation type="vanished">La partida ha terminado: gana %1.</translation>
    </message>
  </context>
</TS>
