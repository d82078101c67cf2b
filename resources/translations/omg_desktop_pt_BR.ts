<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
  <context>
    <name>AboutDialog</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="100" />
      <source>&amp;Close</source>
      <translation>&amp;Fechar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="52" />
      <source>A box of tabletop games.</source>
      <translation>Uma caixa de jogos de mesa.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="45" />
      <source>About OMG Desktop</source>
      <translation>Sobre o OMG Desktop</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="76" />
      <source>Built with Qt %1, PySide6 %2 and Python %3.</source>
      <translation>Feito com Qt %1, PySide6 %2 e Python %3.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="57" />
      <source>Names, numbers and rules are facts of the published games; all art and text here are original.</source>
      <translation>Nomes, números e regras são fatos dos jogos publicados; toda a arte e todos os textos aqui são originais.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="47" />
      <source>OMG Desktop</source>
      <translation>OMG Desktop</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="87" />
      <source>Parts by others and their licences:</source>
      <translation>Componentes de terceiros e suas licenças:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="140" />
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="141" />
      <source>The full licence texts: %1.</source>
      <translation>Os textos completos das licenças: %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="63" />
      <source>The names and rules of the games belong to their publishers. This is an unofficial fan edition.</source>
      <translation>Os nomes e as regras dos jogos pertencem às suas editoras. Esta é uma edição não oficial feita por fãs.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="144" />
      <source>The system libraries this copy carries, and their notices: %1.</source>
      <translation>As bibliotecas do sistema que esta cópia traz, e seus avisos: %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="69" />
      <source>This program's code is under the MIT licence; its own art, sounds and story text are under CC BY 4.0.</source>
      <translation>O código deste programa está sob a licença MIT; sua própria arte, seus sons e os textos da história estão sob CC BY 4.0.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="53" />
      <source>Version %1</source>
      <translation>Versão %1</translation>
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
      <translation>&amp;Tamanho do texto das cartas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/appearance.py" line="63" />
      <source>Large</source>
      <translation>Grande</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/appearance.py" line="63" />
      <source>Largest</source>
      <translation>Muito grande</translation>
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
      <translation>%1 (pela rede)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="125" />
      <source>%1 is in progress at your network table %2: continue to open it again.</source>
      <translation>%1 está em andamento na sua mesa de rede %2: continue para abri-la de novo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="128" />
      <source>%1 is in progress.</source>
      <translation>%1 está em andamento.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="104" />
      <source>%1 — points %2, goal %3 (%4)</source>
      <translation>%1 — pontos %2, meta %3 (%4)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="73" />
      <source>%1 — round %2</source>
      <translation>%1 — rodada %2</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="65" />
      <source>%n players</source>
      <translation>
        <numerusform>%n jogador</numerusform>
        <numerusform>%n jogadores</numerusform>
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
      <translation>E&amp;xcluir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="166" />
      <source>&amp;New campaign…</source>
      <translation>&amp;Nova campanha…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/launcher.py" line="70" />
      <source>&amp;New game</source>
      <translation>&amp;Nova partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="167" />
      <source>&amp;Replay chapter</source>
      <translation>&amp;Repetir capítulo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="121" />
      <source>A decision is waiting: continue to take it.</source>
      <translation>Há uma decisão à sua espera: continue para tomá-la.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="145" />
      <source>A story in chapters, alone (10 rounds a chapter) or with up to 4 players (9 rounds). Your results and decisions change what comes next.</source>
      <translation>Uma história em capítulos, sozinho (10 rodadas por capítulo) ou com até 4 jogadores (9 rodadas). Seus resultados e suas decisões mudam o que vem a seguir.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="161" />
      <source>About this campaign</source>
      <translation>Sobre esta campanha</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/launcher.py" line="123" />
      <source>All In</source>
      <translation>All In</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="235" />
      <source>An empty slot: start a new campaign here.</source>
      <translation>Um espaço vazio: comece uma nova campanha aqui.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="296" />
      <source>Campaign %1 is back as it was at its previous save.</source>
      <translation>A campanha %1 voltou ao estado do salvamento anterior.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="74" />
      <source>Campaign %1 — %2
%3</source>
      <translation>Campanha %1 — %2
%3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="63" />
      <source>Campaign %1 — damaged
%2</source>
      <translation>Campanha %1 — danificada
%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="60" />
      <source>Campaign %1 — empty</source>
      <translation>Campanha %1 — vazia</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="155" />
      <source>Campaign slots</source>
      <translation>Espaços de campanha</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="170" />
      <source>Chapter to play again</source>
      <translation>Capítulo para jogar de novo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="100" />
      <source>Chapters played</source>
      <translation>Capítulos jogados</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="195" />
      <source>Close</source>
      <translation>Fechar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/launcher.py" line="67" />
      <source>Continue</source>
      <translation>Continuar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/launcher.py" line="82" />
      <source>Continue your campaign? %1, saved %2.</source>
      <translation>Continuar a sua campanha? %1, salva em %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="113" />
      <source>Decision: %1</source>
      <translation>Decisão: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="316" />
      <source>Delete this campaign? This cannot be undone.</source>
      <translation>Excluir esta campanha? Isso não pode ser desfeito.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/launcher.py" line="176" />
      <source>Friend %1</source>
      <translation>Amigo %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="85" />
      <source>Its previous save (the backup) can be loaded instead.</source>
      <translation>Em vez disso, o salvamento anterior dela (o backup) pode ser carregado.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="173" />
      <source>Load the &amp;backup</source>
      <translation>Carregar o &amp;backup</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/launcher.py" line="117" />
      <source>New campaign</source>
      <translation>Nova campanha</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="130" />
      <source>Next: %1.</source>
      <translation>A seguir: %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="192" />
      <source>One game with every new building and character from the start.</source>
      <translation>Uma partida com todos os novos edifícios e personagens desde o início.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="190" />
      <source>Play &amp;All In…</source>
      <translation>Jogar &amp;All In…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="304" />
      <source>Play this chapter again? The results and decisions of this chapter and the ones after it are forgotten.</source>
      <translation>Jogar este capítulo de novo? Os resultados e as decisões deste capítulo e dos seguintes serão esquecidos.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="98" />
      <source>Players</source>
      <translation>Jogadores</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="174" />
      <source>Put this campaign's previous save back in its slot.</source>
      <translation>Colocar o salvamento anterior desta campanha de volta no seu espaço.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="275" />
      <source>Start a new campaign in this slot? The campaign saved there will be lost.</source>
      <translation>Começar uma nova campanha neste espaço? A campanha salva nele será perdida.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="270" />
      <source>Start a new campaign in this slot? The damaged campaign and its backup (the previous save) will be lost.</source>
      <translation>Começar uma nova campanha neste espaço? A campanha danificada e o backup dela (o salvamento anterior) serão perdidos.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="141" />
      <source>The Longsdale Conspiracy</source>
      <translation>A Conspiração de Longsdale</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="292" />
      <source>The backup cannot be loaded either: %1</source>
      <translation>O backup também não pode ser carregado: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="171" />
      <source>The chapter that Replay chapter plays again</source>
      <translation>O capítulo que Repetir capítulo joga de novo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="118" />
      <source>The story ended: %1.</source>
      <translation>A história terminou: %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="83" />
      <source>This campaign cannot be read: %1</source>
      <translation>Esta campanha não pode ser lida: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="87" />
      <source>You can delete it or start anew.</source>
      <translation>Você pode excluí-la ou começar de novo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="65" />
      <source>solo</source>
      <translation>solo</translation>
    </message>
  </context>
  <context>
    <name>CampaignSession</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/session.py" line="177" />
      <source>The chapter's network table is not held on this computer any more: the chapter starts again.</source>
      <translation>A mesa de rede do capítulo não está mais guardada neste computador: o capítulo recomeça.</translation>
    </message>
  </context>
  <context>
    <name>CardArt</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="151" />
      <source>%1 building</source>
      <translation>Edifício %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="121" />
      <source>%1 card from hand</source>
      <translation>carta de %1 da mão</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="22" />
      <source>%1 coins</source>
      <translation>%1 moedas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="149" />
      <source>%1 office</source>
      <translation>Escritório %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="147" />
      <source>%1 start building</source>
      <translation>Edifício inicial %1</translation>
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
        <numerusform>%n moeda</numerusform>
        <numerusform>%n moedas</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="166" />
      <source>(some details: %1)</source>
      <translation>(alguns detalhes: %1)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="76" />
      <source>+1 %1 in the market, for you only</source>
      <translation>+1 %1 no mercado, só para você</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/faces.py" line="657" />
      <source>+1 card</source>
      <translation>+1 carta</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="81" />
      <source>+1 card in phase I if you hold at most %1 cards at its start</source>
      <translation>+1 carta na fase I se você tiver no máximo %1 cartas no início dela</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="133" />
      <source>Chain: %1, %2</source>
      <translation>Cadeia: %1, %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="136" />
      <source>Chain: none</source>
      <translation>Cadeia: nenhuma</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/story_faces.py" line="57" />
      <source>Character</source>
      <translation>Personagem</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="96" />
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="180" />
      <source>Cost: %1</source>
      <translation>Custo: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="162" />
      <source>Data: %1</source>
      <translation>Dados: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/story_faces.py" line="86" />
      <source>Event</source>
      <translation>Evento</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="138" />
      <source>Half sun</source>
      <translation>Meio sol</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="182" />
      <source>Needs buildings: %1</source>
      <translation>Exige edifícios: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="110" />
      <source>Produces: %1, worth %2</source>
      <translation>Produz: %1, vale %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="174" />
      <source>Unknown assistant %1</source>
      <translation>Assistente desconhecido %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/faces.py" line="732" />
      <source>Unknown card</source>
      <translation>Carta desconhecida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="92" />
      <source>Unknown card %1</source>
      <translation>Carta desconhecida %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="97" />
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="183" />
      <source>Victory points: %1</source>
      <translation>Pontos de vitória: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="101" />
      <source>Worker needs: %1</source>
      <translation>O trabalhador precisa de: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="189" />
      <source>Worker, efficient: needs every input shown, produces 2 goods</source>
      <translation>Trabalhador eficiente: precisa de todos os recursos mostrados, produz 2 bens</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="192" />
      <source>Worker, sloppy: needs one input fewer, produces 1 good</source>
      <translation>Trabalhador desleixado: precisa de um recurso a menos, produz 1 bem</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/faces.py" line="690" />
      <source>card in phase I if you hold ≤ %1 cards</source>
      <translation>carta na fase I se tiver ≤ %1 cartas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/figures.py" line="173" />
      <source>efficient</source>
      <translation>eficiente</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/figures.py" line="214" />
      <source>every input → 2 goods</source>
      <translation>todos os recursos → 2 bens</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="58" />
      <source>from one source</source>
      <translation>de uma só fonte</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="128" />
      <source>gives %1 %2</source>
      <translation>rende %1 %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/faces.py" line="695" />
      <source>in the market, for you</source>
      <translation>no mercado, para você</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/figures.py" line="78" />
      <source>needs buildings</source>
      <translation>exige edifícios</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/figures.py" line="216" />
      <source>one input fewer → 1 good</source>
      <translation>um recurso a menos → 1 bem</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="56" />
      <source>our own design</source>
      <translation>criação nossa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="59" />
      <source>provisional</source>
      <translation>provisório</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="154" />
      <source>resource: %1</source>
      <translation>recurso: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="31" />
      <source>resources of any kind</source>
      <translation>recursos de qualquer tipo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="178" />
      <source>side %1</source>
      <translation>lado %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/figures.py" line="175" />
      <source>sloppy</source>
      <translation>desleixado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/faces.py" line="498" />
      <source>start building</source>
      <translation>edifício inicial</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="57" />
      <source>verified (two sources agree)</source>
      <translation>verificado (duas fontes concordam)</translation>
    </message>
  </context>
  <context>
    <name>CardDataDialog</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/card_data.py" line="54" />
      <location filename="../../omg_desktop/ui/dialogs/card_data.py" line="56" />
      <source>About the card data</source>
      <translation>Sobre os dados das cartas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/card_data.py" line="45" />
      <source>Assistants</source>
      <translation>Assistentes</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/card_data.py" line="44" />
      <source>Cards</source>
      <translation>Cartas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/card_data.py" line="41" />
      <source>How sure each card's numbers are, and what the sources we read disagree on.</source>
      <translation>Quão seguros são os números de cada carta, e em que as fontes que lemos discordam.</translation>
    </message>
  </context>
  <context>
    <name>Coach</name>
    <message>
      <location filename="../../omg_desktop/ui/lessons/coach.py" line="390" />
      <source>%1 is playing…</source>
      <translation>%1 está jogando…</translation>
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
      <translation>Pró&amp;ximo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="115" />
      <source>&amp;Start</source>
      <translation>&amp;Começar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="62" />
      <source>A coach plays a game with you and shows every rule on the table. Leave whenever you like: the lesson goes on from the same step next time.</source>
      <translation>Um treinador joga uma partida com você e mostra cada regra na mesa. Saia quando quiser: a lição continua do mesmo passo na próxima vez.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="79" />
      <source>About %1 minutes · %2</source>
      <translation>Cerca de %1 minutos · %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="76" />
      <source>B&amp;ack</source>
      <translation>&amp;Voltar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="77" />
      <source>Do i&amp;t for me</source>
      <translation>Faça por &amp;mim</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="43" />
      <source>Finished</source>
      <translation>Concluída</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/coach.py" line="336" />
      <source>First read what I said; press Next when you are ready.</source>
      <translation>Primeiro leia o que eu disse; clique em Próximo quando estiver pronto.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="80" />
      <source>Go back one step</source>
      <translation>Voltar um passo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="79" />
      <source>Lea&amp;ve the lesson</source>
      <translation>Sa&amp;ir da lição</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/lessons/launcher.py" line="53" />
      <source>Learn the story game first (%1 min)…</source>
      <translation>Aprender antes o jogo da história (%1 min)…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="58" />
      <source>Learn to play</source>
      <translation>Aprender a jogar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="41" />
      <source>Left at step %1 of %2</source>
      <translation>Parou no passo %1 de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="70" />
      <source>Lessons</source>
      <translation>Lições</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="81" />
      <source>Let the coach make this move for you</source>
      <translation>Deixe o treinador fazer esta jogada por você</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="44" />
      <source>Not begun</source>
      <translation>Não começada</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/coach.py" line="348" />
      <source>Not quite: try what I pointed at. If you are stuck, Do it for me makes the move for you.</source>
      <translation>Ainda não: tente o que eu indiquei. Se estiver sem saída, Faça por mim faz a jogada por você.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="89" />
      <source>Start &amp;over</source>
      <translation>Começar de &amp;novo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="128" />
      <source>Step %1 of %2</source>
      <translation>Passo %1 de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="83" />
      <source>Stop the lesson; Help ▸ Learn to play goes on from this step later</source>
      <translation>Parar a lição; Ajuda ▸ Aprender a jogar continua deste passo depois</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/coach.py" line="255" />
      <source>That took us off the lesson's path. Let's go back to where we were.</source>
      <translation>Isso nos tirou do caminho da lição. Vamos voltar para onde estávamos.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/lessons/launcher.py" line="56" />
      <source>The Longsdale Conspiracy adds event cards, characters and new buildings: a short lesson shows them in one round before you begin chapter I.</source>
      <translation>A Conspiração de Longsdale acrescenta cartas de evento, personagens e novos edifícios: uma lição curta os mostra em uma rodada antes de você começar o capítulo I.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/launcher.py" line="58" />
      <source>The lessons could not be read: %1</source>
      <translation>Não foi possível ler as lições: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/launcher.py" line="116" />
      <source>This lesson cannot be played: %1</source>
      <translation>Esta lição não pode ser jogada: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/coach.py" line="338" />
      <source>Wait a moment: it is not your move yet.</source>
      <translation>Espere um pouco: ainda não é a sua vez.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="68" />
      <source>What the coach says</source>
      <translation>O que o treinador diz</translation>
    </message>
  </context>
  <context>
    <name>CoverWidget</name>
    <message>
      <location filename="../../omg_desktop/ui/cover.py" line="44" />
      <source>%1 — click or press Space when ready</source>
      <translation>%1 — clique ou pressione Space quando estiver pronto</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/cover.py" line="41" />
      <source>Pass the computer to %1</source>
      <translation>Passe o computador para %1</translation>
    </message>
  </context>
  <context>
    <name>ErrorReport</name>
    <message>
      <location filename="../../omg_desktop/ui/error_report.py" line="191" />
      <source>(no log file could be written)</source>
      <translation>(não foi possível gravar nenhum arquivo de registro)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/error_report.py" line="205" />
      <source>Copy the report</source>
      <translation>Copiar o relatório</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/error_report.py" line="194" />
      <source>Something went wrong</source>
      <translation>Algo deu errado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/error_report.py" line="195" />
      <source>Something went wrong inside the game.</source>
      <translation>Algo deu errado dentro do jogo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/error_report.py" line="198" />
      <source>The autosave keeps the game as it was before this error. If the table looks wrong, quit and resume the game. The report is in %1.</source>
      <translation>O salvamento automático mantém a partida como estava antes deste erro. Se a mesa parecer errada, saia e retome a partida. O relatório está em %1.</translation>
    </message>
  </context>
  <context>
    <name>EventNotice</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/event_notice.py" line="60" />
      <source>Click or press a key to close.</source>
      <translation>Clique ou pressione uma tecla para fechar.</translation>
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
      <translation>O jogador do computador %1 falhou (%2); em vez disso, ele faz uma jogada simples e válida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/controller.py" line="271" />
      <source>it is not your decision now</source>
      <translation>agora não é você quem decide</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/controller.py" line="275" />
      <source>you can only act for your own seat</source>
      <translation>você só pode agir pelo seu próprio lugar</translation>
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
      <translation> · Primeiro Jogador</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="49" />
      <source> · last round</source>
      <translation> · última rodada</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="35" />
      <source> · level III: %1</source>
      <translation> · nível III: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="164" />
      <source>%1 (up to %2 energies)</source>
      <translation>%1 (até %2 energias)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="42" />
      <source>%1 + %2</source>
      <translation>%1 + %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="162" />
      <source>%1 energy may be spent as any colour</source>
      <translation>energia %1 pode ser gasta como qualquer cor</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="60" />
      <source>%1 or %2</source>
      <translation>%1 ou %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="53" />
      <source>%1 puts the rest under the level %2 deck</source>
      <translation>%1 põe o resto no fundo do baralho de nível %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="55" />
      <source>%1 researches level %2</source>
      <translation>%1 pesquisa o nível %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="42" />
      <source>%1's board (a click on one of their cards closes it)</source>
      <translation>Painel de %1 (um clique numa das cartas deste painel o fecha)</translation>
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
        <numerusform>%n energia</numerusform>
        <numerusform>%n energias</numerusform>
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
        <numerusform>%n ponto</numerusform>
        <numerusform>%n pontos</numerusform>
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
      <translation>&amp;Encerrar o turno</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="76" />
      <source>&amp;File</source>
      <translation>&amp;Arquivar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="82" />
      <source>&amp;Pass</source>
      <translation>&amp;Passar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="78" />
      <source>&amp;Skip: take none</source>
      <translation>&amp;Pular: não pegar nenhuma</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="209" />
      <source>+%1 VP</source>
      <translation>+%1 PV</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="145" />
      <source>+%1 energy storage</source>
      <translation>+%1 armazenamento de energia</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="147" />
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="224" />
      <source>+%1 file</source>
      <translation>+%1 Arquivo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="149" />
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="226" />
      <source>+%1 research</source>
      <translation>+%1 pesquisa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="222" />
      <source>+%1 store</source>
      <translation>+%1 estoque</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="165" />
      <source>, once a turn</source>
      <translation>, uma vez por turno</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="188" />
      <source>BUILD</source>
      <translation>CONSTRUIR</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="190" />
      <source>BUILD FROM FILE</source>
      <translation>CONSTR. ARQUIVO</translation>
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
      <translation>Construa de graça uma carta de nível I da Área de Exibição: clique nela.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="21" />
      <source>Building it takes %1 %2 energy (converters included); you have %3.</source>
      <translation>Construí-la custa %1 de energia %2 (contando os conversores); você tem %3.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="23" />
      <source>Building it takes %1 energy (converters included); you have %2.</source>
      <translation>Construí-la custa %1 de energia (contando os conversores); você tem %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="37" />
      <source>Click the cards in the order they go under the deck (the first goes under first).</source>
      <translation>Clique nas cartas na ordem em que vão para o fundo do baralho (a primeira vai primeiro).</translation>
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
      <translation>Conversores construídos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="10" />
      <source>End-of-game upgrades</source>
      <translation>Atualizações de fim de jogo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="33" />
      <source>Energy %1/%2 · %3 · %4</source>
      <translation>Energia %1/%2 · %3 · %4</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="71" />
      <source>Energy held and the most the ring holds; cards filed and the file's limit; how many cards a Research draws.</source>
      <translation>Energia guardada e o máximo que o anel comporta; cartas arquivadas e o limite do Arquivo; quantas cartas uma Pesquisa compra.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="191" />
      <source>FILE</source>
      <translation>ARQUIVAR</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="127" />
      <source>File</source>
      <translation>Arquivar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="46" />
      <source>File a card of the display: click it.</source>
      <translation>Arquive uma carta da Área de Exibição: clique nela.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="40" />
      <source>Filed</source>
      <translation>Arquivados</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="13" />
      <source>Gizmos built</source>
      <translation>Gizmos construídos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="230" />
      <source>II: −1</source>
      <translation>II: −1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="71" />
      <source>Level %1 %2 %3</source>
      <translation>Gizmo de nível %1 de cor %2 (%3)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="17" />
      <source>Level I gizmos built</source>
      <translation>Gizmos de nível I construídos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="18" />
      <source>Level II gizmos built</source>
      <translation>Gizmos de nível II construídos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="19" />
      <source>Level III gizmos built</source>
      <translation>Gizmos de nível III construídos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="20" />
      <source>Longest chain reaction</source>
      <translation>Maior reação em cadeia</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="31" />
      <source>On a build</source>
      <translation>Ao construir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="33" />
      <source>On a build from the file</source>
      <translation>Ao construir do Arquivo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="34" />
      <source>On a file</source>
      <translation>Ao arquivar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="32" />
      <source>On a level II build</source>
      <translation>Ao construir nível II</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="30" />
      <source>On a pick</source>
      <translation>Ao escolher</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="187" />
      <source>PICK</source>
      <translation>ESCOLHER</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="68" />
      <source>Payment</source>
      <translation>Pagamento</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="116" />
      <source>Pick</source>
      <translation>Escolher</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="42" />
      <source>Pick %n energy from the row.</source>
      <translation>
        <numerusform>Escolha %n energia da Linha de Energia.</numerusform>
        <numerusform>Escolha %n energias da Linha de Energia.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="21" />
      <source>Points from gizmos</source>
      <translation>Pontos dos Gizmos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="22" />
      <source>Points from tokens</source>
      <translation>Pontos das fichas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="8" />
      <source>Points printed on built gizmos</source>
      <translation>Pontos impressos nos Gizmos construídos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="64" />
      <source>Points: those printed on the built gizmos, the victory point tokens, and the end-of-game upgrades' bonus. A 4th level III gizmo or a 16th gizmo ends the game once the round is complete: the round ends before the first player plays again.</source>
      <translation>Pontos: os impressos nos Gizmos construídos, as fichas de pontos de vitória e o bônus das Atualizações de fim de jogo. Um 4º Gizmo de nível III ou um 16º Gizmo termina o jogo quando a rodada se completa: a rodada termina antes de o Primeiro Jogador jogar de novo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="116" />
      <source>Research</source>
      <translation>Pesquisar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="48" />
      <source>Research: click a deck.</source>
      <translation>Pesquisa: clique num baralho.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="35" />
      <source>Research: click a drawn card to build or file it, or skip.</source>
      <translation>Pesquisa: clique numa carta comprada para construí-la ou arquivá-la, ou pule.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="48" />
      <source>Round %1 · %2's turn</source>
      <translation>Rodada %1 · turno de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="42" />
      <source>Several players have the same points: the most gizmos built, then the most energy left, then the latest place after the first player breaks the tie.</source>
      <translation>Vários jogadores têm os mesmos pontos: desempata quem tem mais Gizmos construídos, depois quem tem mais energia sobrando, depois o lugar mais distante do Primeiro Jogador.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="70" />
      <source>Starting gizmo</source>
      <translation>Gizmo Inicial</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="46" />
      <source>The game is over</source>
      <translation>O jogo terminou</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="25" />
      <source>The game is over.</source>
      <translation>O jogo terminou.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="39" />
      <source>They have the same points, gizmos and energy, and the same place.</source>
      <translation>Eles têm os mesmos pontos, Gizmos e energia, e o mesmo lugar.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="68" />
      <source>This deck is empty.</source>
      <translation>Este baralho está vazio.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="24" />
      <source>Trigger</source>
      <translation>Acionador</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="16" />
      <source>Triggers built</source>
      <translation>Acionadores construídos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="22" />
      <source>Upgrade</source>
      <translation>Atualização</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="175" />
      <source>Upgrade: %1.</source>
      <translation>Atualização: %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="28" />
      <source>Upgrades</source>
      <translation>Atualizações</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="14" />
      <source>Upgrades built</source>
      <translation>Atualizações construídas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="9" />
      <source>Victory point tokens</source>
      <translation>Fichas de pontos de vitória</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="23" />
      <source>Waiting for %1 to take the seat…</source>
      <translation>Esperando %1 assumir o lugar…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="27" />
      <source>Waiting for %1…</source>
      <translation>Esperando %1…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="115" />
      <source>When you build a %1 gizmo</source>
      <translation>Quando você construir um Gizmo de cor %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="119" />
      <source>When you build a gizmo from your file</source>
      <translation>Quando você construir um Gizmo do seu Arquivo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="117" />
      <source>When you build a level II gizmo</source>
      <translation>Quando você construir um Gizmo de nível II</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="120" />
      <source>When you file a gizmo</source>
      <translation>Quando você arquivar um Gizmo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="113" />
      <source>When you pick %1 energy</source>
      <translation>Quando você escolher energia %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="29" />
      <source>You can do nothing this turn: pass.</source>
      <translation>Você não pode fazer nada neste turno: passe.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="39" />
      <source>You may file it, not build it now.</source>
      <translation>Você pode arquivá-la, mas não construí-la agora.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="28" />
      <source>You may not file: a gizmo you built forbids it.</source>
      <translation>Você não pode arquivar: um gizmo que você construiu o proíbe.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="66" />
      <source>You may not research: a gizmo you built forbids it.</source>
      <translation>Você não pode pesquisar: um gizmo que você construiu o proíbe.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="40" />
      <source>Your active gizmos glow: click one to use it, or end the turn.</source>
      <translation>Seus Gizmos acionados brilham: clique num para usá-lo, ou encerre o turno.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="62" />
      <source>Your energy ring is full: no room for a marble.</source>
      <translation>Seu anel de energia está cheio: não cabe outra esfera.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="29" />
      <source>Your file is full (%1 of %2).</source>
      <translation>Seu Arquivo está cheio (%1 de %2).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="32" />
      <source>Your turn: click a display card to file or build it, a marble to pick it, or a deck to research.</source>
      <translation>Sua vez: clique numa carta da Área de Exibição para arquivá-la ou construí-la, numa esfera para escolhê-la, ou num baralho para pesquisar.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="78" />
      <source>a starting gizmo</source>
      <translation>um Gizmo Inicial</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="242" />
      <source>any</source>
      <translation>qualquer</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="58" />
      <source>any colour</source>
      <translation>de qualquer cor</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="133" />
      <source>at the end, 1 point for each energy left</source>
      <translation>no fim, 1 ponto por energia que sobrar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="134" />
      <source>at the end, 1 point more for each victory point token</source>
      <translation>no fim, 1 ponto a mais por ficha de pontos de vitória</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="14" />
      <source>black</source>
      <translation>preta</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="15" />
      <source>blue</source>
      <translation>azul</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="106" />
      <source>build a level I gizmo for free</source>
      <translation>construa de graça um Gizmo de nível I</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="90" />
      <source>cost: %1 %2, worth %3</source>
      <translation>custo: %1 de cor %2, vale %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="89" />
      <source>cost: %1 of any colours, worth %2</source>
      <translation>custo: %1 de quaisquer cores, vale %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="207" />
      <source>draw %1</source>
      <translation>compre %1</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="97" />
      <source>draw %n random energy</source>
      <translation>
        <numerusform>compre %n energia aleatória</numerusform>
        <numerusform>compre %n energias aleatórias</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="160" />
      <source>each %1 energy you spend counts as 2 of its colour</source>
      <translation>cada energia %1 que você gasta vale 2 da sua cor</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="233" />
      <source>end: 1 VP per energy</source>
      <translation>fim: 1 PV/energia</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="234" />
      <source>end: tokens ×2</source>
      <translation>fim: fichas ×2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="210" />
      <source>file</source>
      <translation>arquive</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="30" />
      <source>file %1/%2</source>
      <translation>Arquivo %1/%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="103" />
      <source>file a gizmo</source>
      <translation>arquive um Gizmo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="212" />
      <source>free I</source>
      <translation>I grátis</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="231" />
      <source>from file: −1</source>
      <translation>Arquivo: −1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="130" />
      <source>gizmos you build from a research cost 1 less</source>
      <translation>Gizmos que você constrói de uma Pesquisa custam 1 a menos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="127" />
      <source>gizmos you build from your file cost 1 less</source>
      <translation>Gizmos que você constrói do seu Arquivo custam 1 a menos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="126" />
      <source>level II gizmos cost you 1 less</source>
      <translation>Gizmos de nível II custam 1 a menos para você</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="18" />
      <source>multi-coloured</source>
      <translation>multicolorida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="228" />
      <source>never file</source>
      <translation>sem arquivar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="30" />
      <source>never files</source>
      <translation>nunca arquiva</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="229" />
      <source>never research</source>
      <translation>sem pesquisar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="31" />
      <source>never researches</source>
      <translation>nunca pesquisa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="38" />
      <source>nothing</source>
      <translation>nada</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="208" />
      <source>pick %1</source>
      <translation>escolha %1</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="99" />
      <source>pick %n energy from the row</source>
      <translation>
        <numerusform>escolha %n energia da linha</numerusform>
        <numerusform>escolha %n energias da linha</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="16" />
      <source>red</source>
      <translation>vermelha</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="105" />
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="211" />
      <source>research</source>
      <translation>pesquise</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="32" />
      <source>research %1</source>
      <translation>Pesquisa %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="232" />
      <source>research: −1</source>
      <translation>Pesquisa: −1</translation>
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
        <numerusform>pegue %n ficha de pontos de vitória</numerusform>
        <numerusform>pegue %n fichas de pontos de vitória</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="79" />
      <source>the level %1 %2 %3</source>
      <translation>o Gizmo de nível %1 de cor %2 (%3)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="17" />
      <source>yellow</source>
      <translation>amarela</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="124" />
      <source>you may never file again</source>
      <translation>você nunca mais pode Arquivar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="125" />
      <source>you may never research again</source>
      <translation>você nunca mais pode Pesquisar</translation>
    </message>
  </context>
  <context>
    <name>GizmosHint</name>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="54" />
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="60" />
      <source>%n energy</source>
      <translation>
        <numerusform>%n energia</numerusform>
        <numerusform>%n energias</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="48" />
      <source>%n of your gizmos</source>
      <translation>
        <numerusform>%n dos seus Gizmos</numerusform>
        <numerusform>%n dos seus Gizmos</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="38" />
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="43" />
      <source>%n point(s)</source>
      <translation>
        <numerusform>%n ponto</numerusform>
        <numerusform>%n pontos</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="38" />
      <source>Build %1: %2 now.</source>
      <translation>Construa %1: %2 agora.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="41" />
      <source>Build %1: it ends the game while you are %2 ahead.</source>
      <translation>Construa %1: isso aciona o fim do jogo enquanto você está %2 à frente.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="71" />
      <source>End the turn: no active gizmo is worth using.</source>
      <translation>Encerre o turno: não vale a pena usar nenhum Gizmo acionado.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="58" />
      <source>File %1 to build it later (%2 short now).</source>
      <translation>Arquive %1 para construí-lo depois (agora faltando %2).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="72" />
      <source>Pass: there is nothing you can do.</source>
      <translation>Passe: não há nada que você possa fazer.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="56" />
      <source>Pick a %1 energy and keep it for later.</source>
      <translation>Escolha uma energia %1 e guarde-a para depois.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="51" />
      <source>Pick a %1 energy towards %2 (then %3 short).</source>
      <translation>Escolha uma energia %1 para %2 (depois ainda faltando %3).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="46" />
      <source>Pick a %1 energy: it sets off %2.</source>
      <translation>Escolha uma energia %1: ela aciona %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="70" />
      <source>Put %1 under the deck next.</source>
      <translation>Ponha agora %1 no fundo do baralho.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="63" />
      <source>Research level %1: look for a better gizmo there.</source>
      <translation>Pesquise o nível %1: procure ali um Gizmo melhor.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="69" />
      <source>Take none of these cards: skip.</source>
      <translation>Não pegue nenhuma destas cartas: pule.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="67" />
      <source>Use %1: it gives you %2.</source>
      <translation>Use %1: ele lhe dá %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="25" />
      <source>a gizmo filed</source>
      <translation>um Gizmo arquivado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="27" />
      <source>a level I gizmo for free</source>
      <translation>um Gizmo de nível I de graça</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="22" />
      <source>a random energy</source>
      <translation>uma energia aleatória</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="26" />
      <source>a research</source>
      <translation>uma Pesquisa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="23" />
      <source>an energy of your choice</source>
      <translation>uma energia à sua escolha</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="24" />
      <source>victory points</source>
      <translation>pontos de vitória</translation>
    </message>
  </context>
  <context>
    <name>GizmosLog</name>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="57" />
      <source>%1 builds %2 %3 (%4).</source>
      <translation>%1 constrói %2 %3 (%4).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="85" />
      <source>%1 can do nothing and passes.</source>
      <translation>%1 não pode fazer nada e passa.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="48" />
      <source>%1 draws a %2 energy from the dispenser.</source>
      <translation>%1 compra uma energia %2 do dispensador.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="53" />
      <source>%1 files %2 %3.</source>
      <translation>%1 arquiva %2 %3.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="51" />
      <source>%1 picks a %2 energy.</source>
      <translation>%1 escolhe uma energia %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="40" />
      <source>%1 plays first.</source>
      <translation>%1 joga primeiro.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="73" />
      <source>%1 puts %2 under the level %3 deck.</source>
      <translation>%1 põe %2 no fundo do baralho de nível %3.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="75" />
      <source>%1 puts a card under the level %2 deck.</source>
      <translation>%1 põe uma carta no fundo do baralho de nível %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="60" />
      <source>%1 reaches the end: the round is played out.</source>
      <translation>%1 aciona o fim: a rodada é jogada até o fim.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="69" />
      <source>%1 researches level %2 and draws %3.</source>
      <translation>%1 pesquisa o nível %2 e compra %3.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="67" />
      <source>%1 researches level %2 and draws: %3.</source>
      <translation>%1 pesquisa o nível %2 e compra: %3.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="83" />
      <source>%1 takes %2.</source>
      <translation>%1 pega %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="77" />
      <source>%1 takes none of the cards.</source>
      <translation>%1 não pega nenhuma das cartas.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="79" />
      <source>%1 uses %2.</source>
      <translation>%1 usa %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="87" />
      <source>%1's turn.</source>
      <translation>Vez de %1.</translation>
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
        <numerusform>%n energia</numerusform>
        <numerusform>%n energias</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="82" />
      <source>%n victory point token(s)</source>
      <translation>
        <numerusform>%n ficha de pontos de vitória</numerusform>
        <numerusform>%n fichas de pontos de vitória</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="46" />
      <source>A %1 energy rolls into the row.</source>
      <translation>Uma energia %1 rola para a Linha de Energia.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="44" />
      <source>New in the display: %1.</source>
      <translation>Novo na Área de Exibição: %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="99" />
      <source>Round %1</source>
      <translation>Rodada %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="99" />
      <source>Set-up</source>
      <translation>Preparação</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="89" />
      <source>The game is over.</source>
      <translation>O jogo terminou.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="42" />
      <source>The level %1 deck is shuffled.</source>
      <translation>O baralho de nível %1 é embaralhado.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="25" />
      <source>a hidden card</source>
      <translation>uma carta oculta</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="30" />
      <source>from the display</source>
      <translation>da Área de Exibição</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="30" />
      <source>from the file</source>
      <translation>do Arquivo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="31" />
      <source>from the research</source>
      <translation>da Pesquisa</translation>
    </message>
  </context>
  <context>
    <name>HelpDialog</name>
    <message numerus="yes">
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="249" />
      <source>%n matches</source>
      <translation>
        <numerusform>%n resultado</numerusform>
        <numerusform>%n resultados</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="189" />
      <source>&amp;Close</source>
      <translation>&amp;Fechar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="158" />
      <source>&amp;Find:</source>
      <translation>&amp;Buscar:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="183" />
      <source>&amp;Keyboard shortcuts</source>
      <translation>&amp;Atalhos de teclado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="182" />
      <source>&amp;Rules</source>
      <translation>&amp;Regras</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="157" />
      <source>Enter: next match. Shift+Enter: previous match.</source>
      <translation>Enter: próximo resultado. Shift+Enter: resultado anterior.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="155" />
      <source>Find in the rules</source>
      <translation>Buscar nas regras</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="270" />
      <source>Match %1 of %2</source>
      <translation>Resultado %1 de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="245" />
      <source>No match</source>
      <translation>Nenhum resultado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="247" />
      <source>One match</source>
      <translation>Um resultado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="143" />
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="148" />
      <source>Rules summary</source>
      <translation>Resumo das regras</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="161" />
      <source>Search result</source>
      <translation>Resultado da busca</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="154" />
      <source>Search the rules</source>
      <translation>Pesquisar nas regras</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="205" />
      <source>The rules summary could not be found at %1.</source>
      <translation>O resumo das regras não foi encontrado em %1.</translation>
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
        <numerusform>Construa o edifício %1 por %2 moedas: vale %n ponto e pode produzir %3 a partir da próxima rodada.</numerusform>
        <numerusform>Construa o edifício %1 por %2 moedas: vale %n pontos e pode produzir %3 a partir da próxima rodada.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="182" />
      <source>Build the %1 for %2 coins: it is worth %n point(s).</source>
      <translation>
        <numerusform>Construa o edifício %1 por %2 moedas: vale %n ponto.</numerusform>
        <numerusform>Construa o edifício %1 por %2 moedas: vale %n pontos.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="231" />
      <source>Discard the %1: it is the card you need least.</source>
      <translation>Descarte a carta %1: é a que você menos precisa.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="200" />
      <source>Hire %1: it is worth %n point(s) and will produce on the %2 every round.</source>
      <translation>
        <numerusform>Contrate %1: vale %n ponto e vai produzir no edifício %2 a cada rodada.</numerusform>
        <numerusform>Contrate %1: vale %n pontos e vai produzir no edifício %2 a cada rodada.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="210" />
      <source>Hire %1: it is worth %n point(s).</source>
      <translation>
        <numerusform>Contrate %1: vale %n ponto.</numerusform>
        <numerusform>Contrate %1: vale %n pontos.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="313" />
      <source>It lacks %n resource(s), which the sunset row or your hand may supply.</source>
      <translation>
        <numerusform>Falta %n recurso, que a linha do pôr do sol ou sua mão podem fornecer.</numerusform>
        <numerusform>Faltam %n recursos, que a linha do pôr do sol ou sua mão podem fornecer.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="369" />
      <source>It may have to wait for more goods, but planning it costs nothing.</source>
      <translation>Talvez precise esperar por mais bens, mas planejá-la não custa nada.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="322" />
      <source>It still lacks %n resources, but it is your best chance.</source>
      <translation>
        <numerusform>Ainda falta %n recurso, mas é sua melhor chance.</numerusform>
        <numerusform>Ainda faltam %n recursos, mas é sua melhor chance.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="111" />
      <source>Keep your hand: its cards serve your buildings or are worth building.</source>
      <translation>Mantenha sua mão: as cartas servem aos seus edifícios ou valem a construção.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="122" />
      <source>Let the %1 rest this round: the cards it would need are worth more in your hand.</source>
      <translation>Deixe o edifício %1 descansar nesta rodada: as cartas de que ele precisaria valem mais na sua mão.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="214" />
      <source>Move the assistant to the %1.</source>
      <translation>Mova o assistente para o edifício %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="260" />
      <source>Neither building nor hiring pays off now: keep your goods.</source>
      <translation>Nem construir nem contratar compensa agora: guarde seus bens.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="263" />
      <source>Nothing here is worth doing: move on.</source>
      <translation>Nada aqui vale a pena: siga em frente.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="262" />
      <source>Nothing more to produce.</source>
      <translation>Nada mais a produzir.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="340" />
      <source>Plan nothing: no card in your hand is worth its price yet.</source>
      <translation>Não planeje nada: nenhuma carta da sua mão vale o preço ainda.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="351" />
      <source>Plan the %1 (%2 coins, %n point(s), worth about %3 to you with what it adds later).</source>
      <translation>
        <numerusform>Planeje o edifício %1 (%2 moedas, %n ponto, vale cerca de %3 para você com o que acrescenta depois).</numerusform>
        <numerusform>Planeje o edifício %1 (%2 moedas, %n pontos, vale cerca de %3 para você com o que acrescenta depois).</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="136" />
      <source>Produce %1 on the %2 by discarding %3: those are the cards you need least.</source>
      <translation>Produza %1 no edifício %2 descartando %3: são as cartas de que você menos precisa.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="146" />
      <source>Produce %1 on the %2.</source>
      <translation>Produza %1 no edifício %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="221" />
      <source>Put %1 at the %2, your most reliable building after the worker's.</source>
      <translation>Coloque %1 no edifício %2, o seu mais confiável depois do do trabalhador.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="290" />
      <source>Put your worker efficiently on the %1 to make %n %2.</source>
      <translation>
        <numerusform>Coloque seu trabalhador de forma organizada no edifício %1 para fazer %n × %2.</numerusform>
        <numerusform>Coloque seu trabalhador de forma organizada no edifício %1 para fazer %n × %2.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="299" />
      <source>Put your worker sloppily on the %1 (one input may be missing) to make %n %2.</source>
      <translation>
        <numerusform>Coloque seu trabalhador de forma desleixada no edifício %1 (pode faltar um recurso) para fazer %n × %2.</numerusform>
        <numerusform>Coloque seu trabalhador de forma desleixada no edifício %1 (pode faltar um recurso) para fazer %n × %2.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="152" />
      <source>Run the chain of the %1 (%2×): it makes %n good(s) (%3), worth more than what it uses.</source>
      <translation>
        <numerusform>Rode a cadeia do edifício %1 (%2×): ela gera %n bem (%3), que vale mais do que consome.</numerusform>
        <numerusform>Rode a cadeia do edifício %1 (%2×): ela gera %n bens (%3), que valem mais do que consomem.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="244" />
      <source>Stop the chains here: the cards left are worth more in your hand.</source>
      <translation>Pare as cadeias aqui: as cartas restantes valem mais na sua mão.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="101" />
      <source>Swap your whole hand: these cards are worth less to you than fresh ones would be on average.</source>
      <translation>Troque a mão inteira: estas cartas valem menos para você do que cartas novas valeriam em média.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="365" />
      <source>The goods you make should pay for it.</source>
      <translation>Os bens que você produzir devem pagar por ela.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="309" />
      <source>The sunrise row already shows everything it needs.</source>
      <translation>A linha do nascer do sol já mostra tudo de que ele precisa.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="237" />
      <source>This is what the Normal computer player would do.</source>
      <translation>É isto que o jogador computador Normal faria.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="363" />
      <source>You can already pay for it.</source>
      <translation>Você já pode pagar por ela.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="253" />
      <source>You cannot pay the %1 coins for the planned card yet (it goes back to your hand), and no assistant is worth hiring now.</source>
      <translation>Você ainda não pode pagar as %1 moedas da carta planejada (ela volta para a sua mão), e nenhum assistente vale a contratação agora.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="270" />
      <source>Your worker stays home this round: an assistant works at each of your production buildings.</source>
      <translation>Seu trabalhador fica em casa nesta rodada: há um assistente em cada um dos seus edifícios de produção.</translation>
    </message>
  </context>
  <context>
    <name>History</name>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="54" />
      <source>The finished game was not recorded in the history: %1</source>
      <translation>A partida terminada não foi registrada no histórico: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="56" />
      <source>The game history cannot be used (%1), so finished games are not recorded while the game runs. The file is left as it is.</source>
      <translation>O histórico de partidas não pode ser usado (%1), então as partidas terminadas não serão registradas enquanto o jogo estiver aberto. O arquivo fica como está.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="46" />
      <source>The game history could not be read (%1). It was set aside as %2, and a new history was started: finished games are recorded in it from now on.</source>
      <translation>Não foi possível ler o histórico de partidas (%1). Ele foi guardado à parte como %2, e um novo histórico foi iniciado: de agora em diante, as partidas terminadas são registradas nele.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="28" />
      <source>a newer version of the game wrote it</source>
      <translation>uma versão mais nova do jogo o gravou</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="26" />
      <source>another program keeps it locked</source>
      <translation>outro programa o mantém bloqueado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="25" />
      <source>it is damaged</source>
      <translation>ele está danificado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="23" />
      <source>it is not a database</source>
      <translation>não é um banco de dados</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="27" />
      <source>its folder cannot be written</source>
      <translation>não é possível gravar na pasta dele</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="24" />
      <source>its tables are not the ones this game writes</source>
      <translation>as tabelas dele não são as que este jogo grava</translation>
    </message>
  </context>
  <context>
    <name>KingdomBuilder</name>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="30" />
      <source> · last round</source>
      <translation> · última rodada</translation>
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
      <translation>%1 na %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="53" />
      <source>%1 builds on %2 at %3 with the %4.</source>
      <translation>%1 constrói no terreno %2, na %3, com a peça %4.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="55" />
      <source>%1 builds on %2 at %3.</source>
      <translation>%1 constrói no terreno %2, na %3.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="39" />
      <source>%1 draws a %2 card.</source>
      <translation>%1 pega uma carta de %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="40" />
      <source>%1 draws a terrain card.</source>
      <translation>%1 pega uma carta de terreno.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="71" />
      <source>%1 ends their turn.</source>
      <translation>%1 encerra o turno.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="34" />
      <source>%1 from %2</source>
      <translation>%1 de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="69" />
      <source>%1 has built their last settlement: the round is played out.</source>
      <translation>%1 construiu sua última vila: a rodada é completada.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="64" />
      <source>%1 has left the %2 at %3: its tile leaves the game.</source>
      <translation>%1 saiu de perto do local %2 na %3: a peça sai do jogo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="54" />
      <source>%1 location at %2, %3</source>
      <translation>Local %1 na %2, %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="57" />
      <source>%1 moves a settlement from %2 to %3 with the %4.</source>
      <translation>%1 move uma vila da %2 para a %3 com a peça %4.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="82" />
      <source>%1 on %2 at %3</source>
      <translation>%1 em %2, %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="42" />
      <source>%1 plays first.</source>
      <translation>%1 é o 1º jogador.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="56" />
      <source>%1 share the victory with %2 gold each.</source>
      <translation>%1 dividem a vitória com %2 de ouro cada.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="44" />
      <source>%1 shows their terrain card: %2.</source>
      <translation>%1 mostra sua carta de terreno: %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="61" />
      <source>%1 takes a location tile: %2 (usable from their next turn).</source>
      <translation>%1 pega uma peça de local: %2 (usável a partir do próximo turno).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="67" />
      <source>%1 uses the %2.</source>
      <translation>%1 usa a peça %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="55" />
      <source>%1 wins with %2 gold.</source>
      <translation>%1 vence com %2 de ouro.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="90" />
      <source>%1's %2 tile, %3</source>
      <translation>Peça %2 de %1, %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="44" />
      <source>%1's settlement (%2)</source>
      <translation>Vila de %1 (%2)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="86" />
      <source>%1's supply: %2 left</source>
      <translation>Estoque de %1: restam %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="98" />
      <source>%1's terrain card, face down</source>
      <translation>Carta de terreno de %1, virada para baixo</translation>
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
      <translation>%1, desocupado</translation>
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
      <translation>%1: %2 · restam %3</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="203" />
      <source>%n gold</source>
      <translation>
        <numerusform>%n ouro</numerusform>
        <numerusform>%n ouros</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="198" />
      <source>%n settlement(s)</source>
      <translation>
        <numerusform>%n vila</numerusform>
        <numerusform>%n vilas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="56" />
      <source>%n settlement(s) a turn on the terrain of your card.</source>
      <translation>
        <numerusform>%n vila por turno no terreno da sua carta.</numerusform>
        <numerusform>%n vilas por turno no terreno da sua carta.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="210" />
      <source>%n tile(s) left</source>
      <translation>
        <numerusform>resta %n peça</numerusform>
        <numerusform>restam %n peças</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="82" />
      <source>&amp;Cancel the tile</source>
      <translation>&amp;Cancelar a peça</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="84" />
      <source>&amp;End the turn</source>
      <translation>&amp;Encerrar o turno</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="84" />
      <source>1 gold for each of your settlements next to Water.</source>
      <translation>1 ouro por vila sua ao lado de Água.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="102" />
      <source>1 gold for each of your settlements next to a Mountain.</source>
      <translation>1 ouro por vila sua ao lado de uma Montanha.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="105" />
      <source>1 gold for each of your settlements next to a location or a castle.</source>
      <translation>1 ouro por vila sua ao lado de um local ou de um castelo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="92" />
      <source>1 gold for each row of the board with a settlement of yours.</source>
      <translation>1 ouro por fileira do tabuleiro com uma vila sua.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="95" />
      <source>1 gold for each separate group of your settlements (a lone one counts).</source>
      <translation>1 ouro por grupo separado de vilas suas (uma vila sozinha conta).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="99" />
      <source>1 gold for every 2 settlements in your largest group.</source>
      <translation>1 ouro a cada 2 vilas do seu maior grupo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="109" />
      <source>2 gold for each of your settlements in the row where you have the most.</source>
      <translation>2 ouros por vila sua na fileira onde você tem mais.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="118" />
      <source>3 gold for each of your settlements in the quarter of the board where you have the fewest.</source>
      <translation>3 ouros por vila sua no quadrante do tabuleiro onde você tem menos.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="87" />
      <source>4 gold for each location or castle joined by your settlements to another location or castle.</source>
      <translation>4 ouros por local ou castelo ligado por vilas suas a outro local ou castelo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="61" />
      <source>A castle or a location: nobody builds there.</source>
      <translation>Um castelo ou um local: ninguém constrói ali.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="31" />
      <source>Barn</source>
      <translation>Celeiro</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="33" />
      <source>Build %n settlement(s) on %1 (%2 left), or first use a tile.</source>
      <translation>
        <numerusform>Construa %n vila em %1 (faltam %2), ou antes use uma peça.</numerusform>
        <numerusform>Construa %n vilas em %1 (faltam %2), ou antes use uma peça.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="35" />
      <source>Build %n settlement(s) on %1 (%2 left).</source>
      <translation>
        <numerusform>Construa %n vila em %1 (faltam %2).</numerusform>
        <numerusform>Construa %n vilas em %1 (faltam %2).</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="52" />
      <source>Build 1 settlement at either end of a straight line of 3 or more of your settlements.</source>
      <translation>Construa 1 vila no fim de uma linha reta de 3 ou mais vilas suas.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="44" />
      <source>Build 1 settlement on Desert, next to your own if you can.</source>
      <translation>Construa 1 vila em Deserto, adjacente às suas, se possível.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="41" />
      <source>Build 1 settlement on Grass, next to your own if you can.</source>
      <translation>Construa 1 vila em Gramado, adjacente às suas, se possível.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="47" />
      <source>Build 1 settlement on any buildable hex at the edge of the board, next to your own if you can.</source>
      <translation>Construa 1 vila em qualquer hexágono apropriado na borda do tabuleiro, adjacente às suas, se possível.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="36" />
      <source>Build 1 settlement on the terrain of the card you played this turn, next to your own if you can.</source>
      <translation>Construa 1 vila no terreno da carta que você jogou neste turno, adjacente às suas, se possível.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="62" />
      <source>Build on the %1 at %2.</source>
      <translation>Construa em %1, na %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="15" />
      <source>Canyon</source>
      <translation>Cânion</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="21" />
      <source>Castle</source>
      <translation>Castelo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="188" />
      <source>Castles</source>
      <translation>Castelos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="50" />
      <source>Choose the settlement the %1 moves (Esc: cancel).</source>
      <translation>Escolha a vila que a peça %1 move (Esc: cancelar).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="45" />
      <source>Choose where the %1 builds a settlement (Esc: cancel).</source>
      <translation>Escolha onde a peça %1 constrói uma vila (Esc: cancelar).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="55" />
      <source>Choose where the %1 moves this settlement (Esc: cancel).</source>
      <translation>Escolha para onde a peça %1 move esta vila (Esc: cancelar).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="76" />
      <source>Citizens</source>
      <translation>Cidadãos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="16" />
      <source>Desert</source>
      <translation>Deserto</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="74" />
      <source>Discoverers</source>
      <translation>Exploradores</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="37" />
      <source>End your turn (Enter) or use a tile.</source>
      <translation>Encerre seu turno (Enter) ou use uma peça.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="39" />
      <source>End your turn (Enter).</source>
      <translation>Encerre seu turno (Enter).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="56" />
      <source>End your turn: no tile action would gain anything now.</source>
      <translation>Encerre seu turno: nenhuma ação de peça ganharia algo agora.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="58" />
      <source>End your turn: there is nothing more to do in it.</source>
      <translation>Encerre seu turno: não há mais nada a fazer nele.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="27" />
      <source>Farm</source>
      <translation>Fazenda</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="81" />
      <source>Farmers</source>
      <translation>Fazendeiros</translation>
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
      <translation>Floresta</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="220" />
      <source>Gold from %1</source>
      <translation>Ouro de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="22" />
      <source>Gold from castles</source>
      <translation>Ouro dos castelos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="54" />
      <source>Gold so far, card by card:</source>
      <translation>Ouro até agora, carta por carta:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="48" />
      <source>Gold so far: what the three Kingdom Builder cards and the castles would give if the game ended now. When a player places their last settlement, the round is played to its end.</source>
      <translation>Ouro até agora: o que as três cartas de Construtor do Reino e os castelos dariam se o jogo acabasse agora. Quando um jogador constrói sua última vila, a rodada é completada.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="14" />
      <source>Grass</source>
      <translation>Gramado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="21" />
      <source>Groups of settlements</source>
      <translation>Grupos de vilas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="32" />
      <source>Harbor</source>
      <translation>Porto</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="75" />
      <source>Hermits</source>
      <translation>Eremitas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="113" />
      <source>In each quarter of the board: 12 gold to whoever has the most settlements there, 6 gold to the next.</source>
      <translation>Em cada quadrante do tabuleiro: 12 ouros para quem tem mais vilas ali, 6 ouros para o seguinte.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="36" />
      <source>It brings %1.</source>
      <translation>Isso rende %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="43" />
      <source>It brings a castle within one build.</source>
      <translation>Isso deixa um castelo a uma construção de distância.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="46" />
      <source>It brings the %1 tiles within one build.</source>
      <translation>Isso deixa as peças %1 a uma construção de distância.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="40" />
      <source>It gives up your %1 tile.</source>
      <translation>Isso faz você perder sua peça %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="49" />
      <source>It keeps room next to your settlements for the cards to come.</source>
      <translation>Isso guarda espaço ao lado das suas vilas para as próximas cartas.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="38" />
      <source>It takes a %1 tile.</source>
      <translation>Isso pega uma peça %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="148" />
      <source>Kingdom Builder</source>
      <translation>Kingdom Builder</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="93" />
      <source>Kingdom Builder card %1: %2</source>
      <translation>Carta de Construtor do Reino %1: %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="79" />
      <source>Knights</source>
      <translation>Cavaleiros</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="20" />
      <source>Largest group of settlements</source>
      <translation>Maior grupo de vilas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="22" />
      <source>Location</source>
      <translation>Local</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="19" />
      <source>Location tile actions taken</source>
      <translation>Ações de peças de local feitas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="18" />
      <source>Location tiles held at the end</source>
      <translation>Peças de local no fim</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="80" />
      <source>Lords</source>
      <translation>Lordes</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="73" />
      <source>Merchants</source>
      <translation>Mercadores</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="77" />
      <source>Miners</source>
      <translation>Mineradores</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="20" />
      <source>Mountain</source>
      <translation>Montanha</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="59" />
      <source>Mountain: nobody builds there.</source>
      <translation>Montanha: ninguém constrói ali.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="65" />
      <source>Move 1 of your settlements exactly 2 hexes in a straight line, jumping over anything, onto an empty buildable hex.</source>
      <translation>Mova 1 de suas vilas exatamente 2 hexágonos em linha reta, pulando o que houver, para um hexágono apropriado desocupado.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="61" />
      <source>Move 1 of your settlements onto Water, next to your own if you can.</source>
      <translation>Mova 1 de suas vilas para a Água, adjacente às suas, se possível.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="56" />
      <source>Move 1 of your settlements to the terrain of the card you played this turn, next to your own if you can.</source>
      <translation>Mova 1 de suas vilas para o terreno da carta que você jogou neste turno, adjacente às suas, se possível.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="47" />
      <source>No empty %1 hex is left: the card leaves the game.</source>
      <translation>Não resta nenhum hexágono de %1 desocupado: a carta sai do jogo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="257" />
      <source>Not a hex the %1 may reach now.</source>
      <translation>Um hexágono que a peça %1 não alcança agora.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="65" />
      <source>Not next to your settlements, while a hex of this terrain next to them is free.</source>
      <translation>Não fica ao lado das suas vilas, e há um hexágono desse terreno livre ao lado delas.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="63" />
      <source>Not the terrain of your card (%1).</source>
      <translation>Não é o terreno da sua carta (%1).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="28" />
      <source>Oasis</source>
      <translation>Oásis</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="26" />
      <source>Oracle</source>
      <translation>Oráculo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="33" />
      <source>Paddock</source>
      <translation>Curral</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="32" />
      <source>Player %1</source>
      <translation>Jogador %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="93" />
      <source>Round %1</source>
      <translation>Rodada %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="29" />
      <source>Round %1 · %2's turn</source>
      <translation>Rodada %1 · vez de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="93" />
      <source>Set-up</source>
      <translation>Preparação</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="17" />
      <source>Settlements built</source>
      <translation>Vilas construídas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="48" />
      <source>Several players have the same gold: there is no tie-breaker, they share the win.</source>
      <translation>Vários jogadores têm o mesmo ouro: não há desempate, eles dividem a vitória.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="74" />
      <source>Something happened (%1).</source>
      <translation>Algo aconteceu (%1).</translation>
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
      <translation>Ocupado: uma vila sua.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="30" />
      <source>Tavern</source>
      <translation>Taverna</translation>
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
        <numerusform>Pilha de terreno, %n carta</numerusform>
        <numerusform>Pilha de terreno, %n cartas</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="33" />
      <source>The Kingdom Builder cards of this game: %1.</source>
      <translation>As cartas de Construtor do Reino desta partida: %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="30" />
      <source>The board is laid out: the %1 sections.</source>
      <translation>O tabuleiro está montado: as seções %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="26" />
      <source>The game is over</source>
      <translation>O jogo acabou</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="73" />
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="22" />
      <source>The game is over.</source>
      <translation>O jogo acabou.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="35" />
      <source>The terrain cards are shuffled (%1).</source>
      <translation>As cartas de terreno são embaralhadas (%1).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="47" />
      <source>They have the same gold: they share the win.</source>
      <translation>Eles têm o mesmo ouro: dividem a vitória.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="29" />
      <source>Tower</source>
      <translation>Torre</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="40" />
      <source>Use a tile.</source>
      <translation>Use uma peça.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="65" />
      <source>Use your %1: build on the %2 at %3.</source>
      <translation>Use sua peça %1: construa em %2, na %3.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="69" />
      <source>Use your %1: move your settlement from %2 to the %3 at %4.</source>
      <translation>Use sua peça %1: mova sua vila da %2 para %3, na %4.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="20" />
      <source>Waiting for %1 to take the seat…</source>
      <translation>Esperando %1 sentar-se…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="24" />
      <source>Waiting for %1…</source>
      <translation>Esperando %1…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="19" />
      <source>Water</source>
      <translation>Água</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="57" />
      <source>Water: nobody builds there (a location tile may move a settlement onto it).</source>
      <translation>Água: ninguém constrói ali (uma peça de local pode mover uma vila para ela).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="78" />
      <source>Workers</source>
      <translation>Trabalhadores</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="129" />
      <source>hall</source>
      <translation>salão</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="126" />
      <source>house</source>
      <translation>casa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="128" />
      <source>hut</source>
      <translation>cabana</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="209" />
      <source>no tiles left</source>
      <translation>nenhuma peça restante</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="132" />
      <source>ready to use</source>
      <translation>pronta para usar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="193" />
      <source>row %1, column %2</source>
      <translation>fileira %1, coluna %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="133" />
      <source>taken this turn, usable from your next</source>
      <translation>obtida neste turno, usável a partir do próximo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="127" />
      <source>tower</source>
      <translation>torre</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="134" />
      <source>used this turn</source>
      <translation>usada neste turno</translation>
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
      <translation>%1–%2 jogadores</translation>
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
        <numerusform>%n jogador</numerusform>
        <numerusform>%n jogadores</numerusform>
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
      <translation>&amp;Jogo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/window.py" line="105" />
      <source>&amp;Host a network game</source>
      <translation>&amp;Hospedar uma partida em rede</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/window.py" line="106" />
      <source>&amp;Join a network game</source>
      <translation>&amp;Entrar em uma partida em rede</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="36" />
      <source>&amp;Learn to play</source>
      <translation>A&amp;prender a jogar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="35" />
      <source>&amp;New game</source>
      <translation>&amp;Nova partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/first_lesson.py" line="69" />
      <source>&amp;Not now</source>
      <translation>A&amp;gora não</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/window.py" line="71" />
      <source>&amp;Quit</source>
      <translation>&amp;Sair</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="37" />
      <source>&amp;Rules</source>
      <translation>&amp;Regras</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/screen.py" line="87" />
      <source>All &amp;unfinished…</source>
      <translation>Todas as &amp;inacabadas…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/screen.py" line="90" />
      <source>All unfinished games</source>
      <translation>Todas as partidas inacabadas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/window.py" line="309" />
      <source>Back to the librar&amp;y</source>
      <translation>Voltar à &amp;biblioteca</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="39" />
      <source>Ca&amp;mpaign</source>
      <translation>Ca&amp;mpanha</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/first_lesson.py" line="59" />
      <source>Choose a game to learn, or look around first: each game's Learn to play keeps its lessons.</source>
      <translation>Escolha um jogo para aprender, ou dê uma olhada antes: o Aprender a jogar de cada jogo guarda as suas lições.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/screen.py" line="106" />
      <source>Continue</source>
      <translation>Continuar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/screen.py" line="89" />
      <source>Every unfinished game, chapter and network table</source>
      <translation>Todas as partidas, capítulos e mesas em rede inacabados</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/screen.py" line="57" />
      <source>Games in the box</source>
      <translation>Jogos na caixa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/first_lesson.py" line="51" />
      <source>Learn to play</source>
      <translation>Aprender a jogar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="36" />
      <source>Learn to play %1</source>
      <translation>Aprender a jogar %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/window.py" line="59" />
      <source>Library</source>
      <translation>Biblioteca</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/screen.py" line="79" />
      <source>Looking for an unfinished game…</source>
      <translation>Procurando uma partida inacabada…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="35" />
      <source>New game of %1</source>
      <translation>Nova partida de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/first_lesson.py" line="53" />
      <source>New to these games? Each game of the box has a guided first game: a coach shows you every rule as you play, and you can leave at any time.</source>
      <translation>Novo nestes jogos? Cada jogo da caixa tem uma primeira partida guiada: um treinador mostra cada regra enquanto você joga, e você pode sair a qualquer momento.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="38" />
      <source>S&amp;tatistics</source>
      <translation>&amp;Estatísticas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="38" />
      <source>Statistics of %1</source>
      <translation>Estatísticas de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="39" />
      <source>The campaign of %1</source>
      <translation>A campanha de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="81" />
      <source>The picture of %1</source>
      <translation>A imagem de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="37" />
      <source>The rules of %1</source>
      <translation>As regras de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/window.py" line="191" />
      <source>Your last game's save is damaged: its backup can be loaded.</source>
      <translation>O salvamento da sua última partida está danificado: a cópia de segurança pode ser carregada.</translation>
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
      <translation>%1 e %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="343" />
      <source>%1 assigned %2 to the %3</source>
      <translation>%1 designou %2 para o edifício %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="296" />
      <source>%1 built a %2 for free</source>
      <translation>%1 construiu o edifício %2 de graça</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="300" />
      <source>%1 built a %2, paying %3</source>
      <translation>%1 construiu o edifício %2, pagando %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="295" />
      <source>%1 built an %2 for free</source>
      <translation>%1 construiu o edifício %2 de graça</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="298" />
      <source>%1 built an %2, paying %3</source>
      <translation>%1 construiu o edifício %2, pagando %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="322" />
      <source>%1 did not build the planned %2; it goes back to their hand</source>
      <translation>%1 não construiu o edifício planejado (%2); a carta volta para a mão</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="326" />
      <source>%1 did not build the planned %2; it is discarded</source>
      <translation>%1 não construiu o edifício planejado (%2); a carta é descartada</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="331" />
      <source>%1 did not build their planned card; it goes back to their hand</source>
      <translation>%1 não construiu a carta planejada; ela volta para a mão</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="335" />
      <source>%1 did not build their planned card; it is discarded</source>
      <translation>%1 não construiu a carta planejada; ela é descartada</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="187" />
      <source>%1 discarded %2</source>
      <translation>%1 descartou %2</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="159" />
      <source>%1 drew %n card(s)</source>
      <translation>
        <numerusform>%1 comprou %n carta</numerusform>
        <numerusform>%1 comprou %n cartas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="158" />
      <source>%1 drew %n card(s): %2</source>
      <translation>
        <numerusform>%1 comprou %n carta: %2</numerusform>
        <numerusform>%1 comprou %n cartas: %2</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="169" />
      <source>%1 drew an extra card</source>
      <translation>%1 comprou uma carta extra</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="165" />
      <source>%1 drew an extra card: %2</source>
      <translation>%1 comprou uma carta extra: %2</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="145" />
      <source>%1 exchanged their whole hand (%n card(s))</source>
      <translation>
        <numerusform>%1 trocou a mão inteira (%n carta)</numerusform>
        <numerusform>%1 trocou a mão inteira (%n cartas)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="427" />
      <source>%1 gets %n good(s) on their %2</source>
      <translation>
        <numerusform>%1 recebe %n bem no edifício %2</numerusform>
        <numerusform>%1 recebe %n bens no edifício %2</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="213" />
      <source>%1 has made their choices</source>
      <translation>%1 fez suas escolhas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="440" />
      <source>%1 has nothing to pay</source>
      <translation>%1 não tem nada a pagar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="310" />
      <source>%1 hired %2 for the %3, paying %4</source>
      <translation>%1 contratou %2 para o edifício %3, pagando %4</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="308" />
      <source>%1 hired %2, paying %3</source>
      <translation>%1 contratou %2, pagando %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="150" />
      <source>%1 kept their hand</source>
      <translation>%1 manteve a mão</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="267" />
      <source>%1 let the %2 produce nothing</source>
      <translation>%1 deixou o edifício %2 sem produzir</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="433" />
      <source>%1 loses %n good(s) from their %2</source>
      <translation>
        <numerusform>%1 perde %n bem do edifício %2</numerusform>
        <numerusform>%1 perde %n bens do edifício %2</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="218" />
      <source>%1 moved an assistant to the %2, paying %3</source>
      <translation>%1 moveu um assistente para o edifício %2, pagando %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="441" />
      <source>%1 pays %2</source>
      <translation>%1 paga %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="242" />
      <source>%1 planned a building, face down</source>
      <translation>%1 planejou um edifício, virado para baixo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="390" />
      <source>%1 played %2</source>
      <translation>%1 jogou %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="233" />
      <source>%1 put their worker on the %2, working efficiently</source>
      <translation>%1 colocou o trabalhador no edifício %2, trabalhando de forma eficiente</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="237" />
      <source>%1 put their worker on the %2, working sloppily</source>
      <translation>%1 colocou o trabalhador no edifício %2, trabalhando de forma desleixada</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="282" />
      <source>%1 ran the %2 chain %n time(s), gaining %3</source>
      <translation>
        <numerusform>%1 acionou a cadeia do edifício %2 %n vez, ganhando %3</numerusform>
        <numerusform>%1 acionou a cadeia do edifício %2 %n vezes, ganhando %3</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="261" />
      <source>%1's %2 produced %3</source>
      <translation>O edifício %2 de %1 produziu %3</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="254" />
      <source>%1's %2 produced %3, using %n card(s) from hand</source>
      <translation>
        <numerusform>O edifício %2 de %1 produziu %3, usando %n carta da mão</numerusform>
        <numerusform>O edifício %2 de %1 produziu %3, usando %n cartas da mão</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="269" />
      <source>%1's %2 produced nothing: resources are missing</source>
      <translation>O edifício %2 de %1 não produziu nada: faltam recursos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="227" />
      <source>%1's worker stays home: an assistant works at each of their buildings</source>
      <translation>O trabalhador de %1 fica em casa: há um assistente em cada um dos seus edifícios</translation>
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
      <translation>Uma carta de personagem é comprada e descartada: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="180" />
      <source>Both piles are empty: every player discards half their hand</source>
      <translation>Os dois montes estão vazios: cada jogador descarta metade da mão</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="475" />
      <source>Cards to discard because of the event: %1</source>
      <translation>Cartas a descartar por causa do evento: %1</translation>
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
        <numerusform>Fim de jogo: %1 dividem a vitória com %n ponto cada</numerusform>
        <numerusform>Fim de jogo: %1 dividem a vitória com %n pontos cada</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="373" />
      <source>Game over: %1 wins with %n point(s)</source>
      <translation>
        <numerusform>Fim de jogo: %1 vence com %n ponto</numerusform>
        <numerusform>Fim de jogo: %1 vence com %n pontos</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="406" />
      <source>New assistant for hire: %1</source>
      <translation>Novo assistente para contratar: %1</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="398" />
      <source>New building: %1 (%n card(s) in the display)</source>
      <translation>
        <numerusform>Novo edifício: %1 (%n carta em exibição)</numerusform>
        <numerusform>Novo edifício: %1 (%n cartas em exibição)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="404" />
      <source>New character in the draw pile: %1</source>
      <translation>Novo personagem no monte de compra: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="132" />
      <source>Phase I: each player may exchange their hand</source>
      <translation>Fase I: cada jogador pode trocar a mão</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="134" />
      <source>Phase II: each player places their worker and plans a building</source>
      <translation>Fase II: cada jogador posiciona o trabalhador e planeja um edifício</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="138" />
      <source>Phase III: the sunset row is revealed</source>
      <translation>Fase III: a linha do pôr do sol é revelada</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="351" />
      <source>Phase IV: %1's turn to produce and build</source>
      <translation>Fase IV: vez de %1 produzir e construir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="89" />
      <source>Round %1</source>
      <translation>Rodada %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="123" />
      <source>Round %1 begins; %2 is the first player</source>
      <translation>Começa a rodada %1; %2 é o primeiro jogador</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="91" />
      <source>Round %1, phase %2</source>
      <translation>Rodada %1, fase %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="206" />
      <source>Sunrise row: %1 is revealed (%2)</source>
      <translation>Linha do nascer do sol: surge %1 (%2)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="198" />
      <source>Sunrise row: %1 with a half sun is revealed (%2)</source>
      <translation>Linha do nascer do sol: surge %1 com meio sol (%2)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="208" />
      <source>Sunset row: %1 is revealed (%2)</source>
      <translation>Linha do pôr do sol: surge %1 (%2)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="202" />
      <source>Sunset row: %1 with a half sun is revealed (%2)</source>
      <translation>Linha do pôr do sol: surge %1 com meio sol (%2)</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="174" />
      <source>The discard pile was shuffled into a new draw pile of %n card(s)</source>
      <translation>
        <numerusform>O monte de descarte foi embaralhado e forma um novo monte de compra de %n carta</numerusform>
        <numerusform>O monte de descarte foi embaralhado e forma um novo monte de compra de %n cartas</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="356" />
      <source>The end of the game is near: round %1 will be the last</source>
      <translation>O fim do jogo se aproxima: a rodada %1 será a última</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="363" />
      <source>The round ends: the market's %n card(s) are discarded</source>
      <translation>
        <numerusform>A rodada termina: a %n carta do mercado é descartada</numerusform>
        <numerusform>A rodada termina: as %n cartas do mercado são descartadas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="460" />
      <source>This round %1 may move %n assistant(s) for free</source>
      <translation>
        <numerusform>Nesta rodada, %1 pode mover %n assistente de graça</numerusform>
        <numerusform>Nesta rodada, %1 pode mover %n assistentes de graça</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="448" />
      <source>This round %1 sees one more %2 in the market</source>
      <translation>Nesta rodada, %1 tem +1 %2 no mercado</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="453" />
      <source>This round %1's %2 buildings produce %n more good(s)</source>
      <translation>
        <numerusform>Nesta rodada, os edifícios da cor %2 de %1 produzem %n bem a mais</numerusform>
        <numerusform>Nesta rodada, os edifícios da cor %2 de %1 produzem %n bens a mais</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="458" />
      <source>This round building costs %1 %n coin(s) less</source>
      <translation>
        <numerusform>Nesta rodada, construir custa %n moeda a menos para %1</numerusform>
        <numerusform>Nesta rodada, construir custa %n moedas a menos para %1</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="417" />
      <source>This round each player draws %n card(s) in phase I</source>
      <translation>
        <numerusform>Nesta rodada, cada jogador compra %n carta na fase I</numerusform>
        <numerusform>Nesta rodada, cada jogador compra %n cartas na fase I</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="421" />
      <source>This round hands may be exchanged</source>
      <translation>Nesta rodada, as mãos podem ser trocadas</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="459" />
      <source>This round hiring costs %1 %n coin(s) less</source>
      <translation>
        <numerusform>Nesta rodada, contratar custa %n moeda a menos para %1</numerusform>
        <numerusform>Nesta rodada, contratar custa %n moedas a menos para %1</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="422" />
      <source>This round no hand may be exchanged</source>
      <translation>Nesta rodada, nenhuma mão pode ser trocada</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="413" />
      <source>This round the market rows show %n half sun(s)</source>
      <translation>
        <numerusform>Nesta rodada, as linhas do mercado mostram %n meio sol</numerusform>
        <numerusform>Nesta rodada, as linhas do mercado mostram %n meios sóis</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="34" />
      <source>a hidden card</source>
      <translation>uma carta oculta</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="49" />
      <source>any resource</source>
      <translation>qualquer recurso</translation>
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
      <translation>%1, uma partida anterior não terminada</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="152" />
      <source>%1, round %2</source>
      <translation>%1, rodada %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="70" />
      <source>%1: %2</source>
      <translation>%1: %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="123" />
      <source>&amp;About OMG Desktop</source>
      <translation>&amp;Sobre o OMG Desktop</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="87" />
      <source>&amp;Animation speed</source>
      <translation>&amp;Velocidade da animação</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="107" />
      <source>&amp;Confirm each piece taken (for touch screens)</source>
      <translation>Con&amp;firmar cada peça escolhida (para telas de toque)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="86" />
      <source>&amp;Fit the table</source>
      <translation>A&amp;justar a mesa à janela</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="30" />
      <source>&amp;Game</source>
      <translation>&amp;Jogo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="30" />
      <source>&amp;Help</source>
      <translation>Aj&amp;uda</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="119" />
      <source>&amp;Hint: what would Normal do?</source>
      <translation>&amp;Dica: o que o Normal faria?</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="65" />
      <source>&amp;Join a network game…</source>
      <translation>En&amp;trar em uma partida em rede…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="55" />
      <source>&amp;Keep playing</source>
      <translation>Continuar &amp;jogando</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="121" />
      <source>&amp;Keyboard shortcuts</source>
      <translation>&amp;Atalhos de teclado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="132" />
      <source>&amp;Language</source>
      <translation>&amp;Idioma</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="118" />
      <source>&amp;Learn to play…</source>
      <translation>A&amp;prender a jogar…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="54" />
      <source>&amp;Leave the game</source>
      <translation>&amp;Sair da partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="67" />
      <source>&amp;Load game…</source>
      <translation>Carre&amp;gar partida…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/main_window.py" line="115" />
      <source>&amp;Log</source>
      <translation>Re&amp;gistro</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="62" />
      <source>&amp;New game…</source>
      <translation>&amp;Nova partida…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="78" />
      <source>&amp;Quit</source>
      <translation>Sa&amp;ir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/saving.py" line="64" />
      <source>&amp;Replay</source>
      <translation>&amp;Rever</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="75" />
      <source>&amp;Reset my turn</source>
      <translation>Recomeçar &amp;meu turno</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="120" />
      <source>&amp;Rules</source>
      <translation>&amp;Regras</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="66" />
      <source>&amp;Save game…</source>
      <translation>&amp;Salvar partida…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="74" />
      <source>&amp;Undo</source>
      <translation>&amp;Desfazer</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="30" />
      <source>&amp;View</source>
      <translation>E&amp;xibir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="53" />
      <source>A game is in progress.</source>
      <translation>Há uma partida em andamento.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/help.py" line="46" />
      <source>A hint is there when it is your decision.</source>
      <translation>Há uma dica quando é você quem decide.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/saving.py" line="37" />
      <source>A lesson is not saved as a game: it remembers its step by itself.</source>
      <translation>Uma lição não é salva como partida: ela lembra sozinha em que passo está.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/saving.py" line="32" />
      <source>A network game is kept by its host: your seat is taken back from there.</source>
      <translation>Uma partida em rede fica com quem a hospeda: seu lugar é retomado por lá.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="124" />
      <source>About &amp;Qt</source>
      <translation>Sobre o &amp;Qt</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/help.py" line="110" />
      <source>About Qt</source>
      <translation>Sobre o Qt</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="122" />
      <source>About the card &amp;data</source>
      <translation>Sobre os &amp;dados das cartas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="186" />
      <source>Act on the item in the focus ring, as a click does (choose, turn, press); in the panel, press the focused button</source>
      <translation>Agir sobre o item no anel de foco, como um clique (escolher, virar, pressionar); no painel, pressionar o botão em foco</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="204" />
      <source>Alt + underlined letter</source>
      <translation>Alt + letra sublinhada</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="183" />
      <source>Arrow keys</source>
      <translation>Teclas de seta</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="96" />
      <source>Autosave failed: %1</source>
      <translation>O salvamento automático falhou: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="42" />
      <source>Chat at the table</source>
      <translation>Conversa na mesa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="91" />
      <source>Computer for an a&amp;bsent friend</source>
      <translation>Computador para um amigo a&amp;usente</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/tables.py" line="331" />
      <source>Could not take a seat at the network table: %1</source>
      <translation>Não foi possível ocupar um lugar na mesa em rede: %1</translation>
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
      <translation>Registro da partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/main_window.py" line="218" />
      <source>Game ▸ New game to begin</source>
      <translation>Jogo ▸ Nova partida para começar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/help.py" line="52" />
      <source>Hint: %1</source>
      <translation>Dica: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="64" />
      <source>Host a net&amp;work game…</source>
      <translation>Hos&amp;pedar uma partida em rede…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/help.py" line="43" />
      <source>In a lesson the coach says what to do.</source>
      <translation>Numa lição, o treinador diz o que fazer.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="90" />
      <source>Instant</source>
      <translation>Instantânea</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="38" />
      <source>It could not be autosaved: save it to a slot first (Game ▸ Save game) to keep it.</source>
      <translation>Não foi possível salvá-la automaticamente: salve-a em um espaço primeiro (Jogo ▸ Salvar partida) para guardá-la.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="44" />
      <source>It stays in the autosave; when the next game begins it is kept in a free save slot (Game ▸ Load game).</source>
      <translation>Ela fica no salvamento automático; quando a próxima partida começar, ela será guardada em um espaço livre (Jogo ▸ Carregar partida).</translation>
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
      <translation>Sair desta partida?</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="200" />
      <source>Minus</source>
      <translation>Menos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="178" />
      <source>Move the focus ring over the table's cards, goods and buttons, then on to the controls of the panel</source>
      <translation>Mover o anel de foco pelas cartas, bens e botões da mesa e depois para os controles do painel</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="183" />
      <source>Move the focus ring to the nearest item that way</source>
      <translation>Mover o anel de foco para o item mais próximo nessa direção</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="220" />
      <source>No copy of this network game was kept here.</source>
      <translation>Nenhuma cópia desta partida em rede foi guardada aqui.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="92" />
      <source>Normal</source>
      <translation>Normal</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="201" />
      <source>On goods in the focus ring: one fewer in the payment (a right click too)</source>
      <translation>Em bens no anel de foco: um a menos no pagamento (o clique direito também)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="204" />
      <source>Press a button of the panel</source>
      <translation>Pressionar um botão do painel</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="193" />
      <source>Press the focused button; elsewhere, confirm the current step (a hand card in the focus ring that is not planned yet is planned first)</source>
      <translation>Pressiona o botão em foco; fora dele, confirma a etapa atual (uma carta da mão no anel de foco que ainda não foi planejada é planejada antes)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="68" />
      <source>Re&amp;play a saved game…</source>
      <translation>&amp;Rever uma partida salva…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="80" />
      <source>Replay the network game so &amp;far</source>
      <translation>Rever a partida em rede &amp;até aqui</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="72" />
      <source>S&amp;tatistics…</source>
      <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="178" />
      <source>Saved as “%1”.</source>
      <translation>Salvo como “%1”.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="47" />
      <location filename="../../omg_desktop/ui/network/window_part.py" line="49" />
      <source>Say something to the table</source>
      <translation>Diga algo à mesa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="48" />
      <source>Say something to the table (Enter sends)</source>
      <translation>Diga algo à mesa (Enter envia)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="237" />
      <source>Seat %1</source>
      <translation>Lugar %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="198" />
      <source>Show the end of the moves at once</source>
      <translation>Mostrar já o fim dos movimentos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="70" />
      <source>Show the score s&amp;heet</source>
      <translation>Mostrar a &amp;folha de pontos</translation>
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
      <translation>Space (enquanto as cartas se movem)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="136" />
      <source>System language</source>
      <translation>Idioma do sistema</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="177" />
      <source>Tab / Shift+Tab</source>
      <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="205" />
      <source>Take over the computer behind a cover</source>
      <translation>Assumir o computador atrás da tela de cobertura</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="201" />
      <source>Take the seat first: the replay is its player's.</source>
      <translation>Ocupe o lugar primeiro: a reprodução é de quem joga nele.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="63" />
      <source>The Longsdale &amp;Conspiracy…</source>
      <translation>A &amp;Conspiração de Longsdale…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="105" />
      <source>The autosave was damaged. Its backup, an earlier game, is kept in %1: Game ▸ Load game lists it.</source>
      <translation>O salvamento automático estava danificado. O backup dele, de uma partida anterior, foi guardado em %1: Jogo ▸ Carregar partida o mostra.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/tables.py" line="116" />
      <source>The certificate file cannot be used (%1).</source>
      <translation>O arquivo de certificado não pode ser usado (%1).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="36" />
      <source>The chapter is kept in its campaign slot: Continue goes on with it.</source>
      <translation>O capítulo fica guardado no seu espaço de campanha: Continuar segue com ele.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/tables.py" line="256" />
      <source>The computer for an absent friend was not changed: %1</source>
      <translation>O computador para um amigo ausente não foi trocado: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="211" />
      <source>The game being played cannot be replayed until it is over.</source>
      <translation>A partida em andamento só pode ser revista depois que terminar.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="176" />
      <source>The game was not saved: %1</source>
      <translation>A partida não foi salva: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_history.py" line="65" />
      <source>The game's replay could not be kept: %1</source>
      <translation>Não foi possível guardar o replay da partida: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/tables.py" line="338" />
      <source>The host has left the network game (%1). The game so far stays on the table and in the log; if the host opens it again, Game ▸ Join a network game ▸ Take my seat back goes on with it.</source>
      <translation>Quem hospeda saiu da partida em rede (%1). A partida até aqui continua na mesa e no registro; se a pessoa a abrir de novo, Partida ▸ Entrar em uma partida em rede ▸ Retomar meu lugar continua de onde parou.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="42" />
      <source>The lesson goes on from this step next time (Help ▸ Learn to play).</source>
      <translation>Na próxima vez a lição continua deste passo (Ajuda ▸ Aprender a jogar).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/tables.py" line="224" />
      <location filename="../../omg_desktop/ui/network/tables.py" line="230" />
      <source>The network game could not be hosted: %1</source>
      <translation>Não foi possível hospedar a partida em rede: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="155" />
      <source>The new language is used from the next start of the game. Close the game and start it again to see it.</source>
      <translation>O novo idioma será usado a partir da próxima vez que o jogo for aberto. Feche o jogo e abra-o de novo para vê-lo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="203" />
      <source>The opponents' last round (table focused)</source>
      <translation>A última rodada dos adversários (com o foco na mesa)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/main_window.py" line="375" />
      <source>The table is showing the last moves: click it or press Space to see them at once.</source>
      <translation>A mesa está mostrando as últimas jogadas: clique nela ou pressione Espaço para vê-las de uma vez.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/saving.py" line="28" />
      <source>There is no game to save yet.</source>
      <translation>Ainda não há partida para salvar.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="229" />
      <source>This copy is of another game (%1): replay it from that game's window.</source>
      <translation>Esta cópia é de outro jogo (%1): reveja-a na janela desse jogo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="233" />
      <source>This replay is of a game of %1: watch it from that game's statistics.</source>
      <translation>Esta reprodução é de uma partida de %1: assista-a nas estatísticas desse jogo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="52" />
      <source>This save holds a game of %1: open it from the library.</source>
      <translation>Este jogo salvo é uma partida de %1: abra-o pela biblioteca.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="75" />
      <source>This save names a computer level this version does not know, for %1. They play at Normal level now.</source>
      <translation>Este salvamento indica um nível de computador que esta versão não conhece, para %1. Agora jogam no nível Normal.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/main_window.py" line="210" />
      <source>Welcome! Start a game with New game (Ctrl+N): choose the players, people or computers, and the rules.</source>
      <translation>Bem-vindo! Comece uma partida com Nova partida (Ctrl+N): escolha os jogadores, pessoas ou computadores, e as regras.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="26" />
      <source>You host this network game: leaving closes the table for everyone until you take your seat back (Game ▸ Join a network game).</source>
      <translation>Você hospeda esta partida em rede: sair fecha a mesa para todos até você retomar seu lugar (Partida ▸ Entrar em uma partida em rede).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="146" />
      <source>Your earlier unfinished game is kept in %1: Game ▸ Load game lists it.</source>
      <translation>Sua partida anterior não terminada foi guardada em %1: Jogo ▸ Carregar partida a mostra.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="31" />
      <source>Your seat is kept: Game ▸ Join a network game takes it back while the host keeps the table.</source>
      <translation>Seu lugar fica guardado: Partida ▸ Entrar em uma partida em rede o retoma enquanto quem hospeda mantiver a mesa.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="84" />
      <source>Zoom &amp;in</source>
      <translation>&amp;Aumentar zoom</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="85" />
      <source>Zoom &amp;out</source>
      <translation>&amp;Diminuir zoom</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/tables.py" line="329" />
      <source>nothing answers at %1: is the address right, and the host's table open?</source>
      <translation>nada responde em %1: o endereço está certo e a mesa de quem hospeda, aberta?</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/tables.py" line="323" />
      <source>the host's certificate is not trusted here: ask the host for its certificate file and choose it under Trust certificate</source>
      <translation>este computador não confia no certificado do anfitrião: peça ao anfitrião o arquivo de certificado e escolha-o em Confiar no certificado</translation>
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
      <translation>%1 (você)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="327" />
      <source>%1 at table %2 on %3</source>
      <translation>%1 na mesa %2 em %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="325" />
      <source>%1 at your own table %2</source>
      <translation>%1 na sua própria mesa %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="249" />
      <source>&amp;Browse…</source>
      <translation>&amp;Procurar…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="485" />
      <source>&amp;Copy the address and code</source>
      <translation>&amp;Copiar o endereço e o código</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="291" />
      <source>&amp;Forget this seat</source>
      <translation>Es&amp;quecer este lugar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="276" />
      <source>&amp;Join</source>
      <translation>En&amp;trar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="525" />
      <source>&amp;Keep playing</source>
      <translation>&amp;Continuar jogando</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="119" />
      <source>&amp;Open the table</source>
      <translation>A&amp;brir a mesa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="524" />
      <source>&amp;Quit</source>
      <translation>&amp;Sair</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="287" />
      <source>&amp;Replay my copy</source>
      <translation>Re&amp;ver minha cópia</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="286" />
      <location filename="../../omg_desktop/ui/start_offers.py" line="82" />
      <source>&amp;Take my seat back</source>
      <translation>&amp;Retomar meu lugar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="248" />
      <source>A certificate file to trust (PEM)</source>
      <translation>Um arquivo de certificado em que confiar (PEM)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="346" />
      <source>A certificate is trusted only for a wss:// address.</source>
      <translation>Um certificado só vale para um endereço wss://.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="162" />
      <source>A friend over the network joins each chapter with the address and code this window shows (Game ▸ Join a network game); the campaign is saved here, in your slot.</source>
      <translation>Um amigo pela rede entra em cada capítulo com o endereço e o código que esta janela mostra (Jogo ▸ Entrar em uma partida em rede); a campanha é salva aqui, no seu espaço.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="523" />
      <source>A network game is in progress.</source>
      <translation>Há uma partida em rede em andamento.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="468" />
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="489" />
      <source>Address: %1</source>
      <translation>Endereço: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="357" />
      <source>All files (*)</source>
      <translation>Todos os arquivos (*)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="139" />
      <source>At least one seat is for a friend over the network.</source>
      <translation>Pelo menos um lugar é de um amigo pela rede.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="137" />
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="187" />
      <source>At least one seat is played here, at this screen.</source>
      <translation>Pelo menos um lugar é jogado aqui, nesta tela.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="459" />
      <source>At the table: %1</source>
      <translation>À mesa: %1</translation>
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
      <translation>Capítulo encerrado: o anfitrião está escolhendo o que vem a seguir…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="250" />
      <source>Choose the certificate file</source>
      <translation>Escolher o arquivo de certificado</translation>
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
      <translation>Computador %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="444" />
      <source>Computer %1 (%2)</source>
      <translation>Computador %1 (%2)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="436" />
      <source>Connecting to %1…</source>
      <translation>Conectando a %1…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="436" />
      <source>Connecting to the host…</source>
      <translation>Conectando a quem hospeda…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="662" />
      <source>Connection to the host lost (%1): reconnecting…</source>
      <translation>Conexão com quem hospeda perdida (%1): reconectando…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="497" />
      <source>Copied: paste it to your friends</source>
      <translation>Copiado: cole para seus amigos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="467" />
      <source>Give your friends this address and code (Game ▸ Join a network game):</source>
      <translation>Passe aos seus amigos este endereço e código (Partida ▸ Entrar em uma partida em rede):</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="91" />
      <source>Host a network game</source>
      <translation>Hospedar uma partida em rede</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="256" />
      <source>Host's &amp;address:</source>
      <translation>&amp;Endereço de quem hospeda:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="102" />
      <source>If a friend is &amp;away, a computer plays for them:</source>
      <translation>Se um amigo estiver &amp;ausente, um computador joga por ele:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="232" />
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="233" />
      <source>Join a network game</source>
      <translation>Entrar em uma partida em rede</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="105" />
      <source>Network</source>
      <translation>Rede</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="664" />
      <source>Network game %1 on %2</source>
      <translation>Partida em rede %1 em %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="428" />
      <source>Network table %1 as %2 (left %3)</source>
      <translation>Mesa em rede %1 como %2 (saiu %3)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="427" />
      <source>Network table %1, hosted here, as %2 (left %3)</source>
      <translation>Mesa em rede %1, hospedada aqui, como %2 (saiu %3)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="96" />
      <location filename="../../omg_desktop/ui/network/window_part.py" line="94" />
      <source>Nobody: the table waits</source>
      <translation>Ninguém: a mesa espera</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="120" />
      <source>Open the table</source>
      <translation>Abrir a mesa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="265" />
      <source>Problem</source>
      <translation>Problema</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="522" />
      <source>Quit the network game?</source>
      <translation>Sair da partida em rede?</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="449" />
      <source>Seat %1</source>
      <translation>Lugar %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="281" />
      <source>Seats you hold</source>
      <translation>Seus lugares</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="284" />
      <source>Seats you hold at unfinished network games</source>
      <translation>Seus lugares em partidas em rede não terminadas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="458" />
      <source>Table %1: the game begins</source>
      <translation>Mesa %1: a partida começa</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="452" />
      <source>Table %1: waiting for %n more player(s)</source>
      <translation>
        <numerusform>Mesa %1: esperando mais %n jogador</numerusform>
        <numerusform>Mesa %1: esperando mais %n jogadores</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="257" />
      <source>Table &amp;code:</source>
      <translation>&amp;Código da mesa:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="350" />
      <source>That file is not a certificate (PEM) this program can read.</source>
      <translation>Esse arquivo não é um certificado (PEM) que este programa consiga ler.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/waiting.py" line="22" />
      <source>The Longsdale Conspiracy, %1</source>
      <translation>A Conspiração de Longsdale, %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="289" />
      <source>The game so far as your seat saw it (kept on this computer), in the replay window</source>
      <translation>A partida até aqui como seu lugar a viu (guardada neste computador), na janela de reprodução</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="399" />
      <source>The host did not pass the message on: %1</source>
      <translation>Quem hospeda não repassou a mensagem: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="658" />
      <source>The host has left the game.</source>
      <translation>Quem hospeda saiu da partida.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="402" />
      <source>The host refused the move: %1</source>
      <translation>Quem hospeda recusou a jogada: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="238" />
      <source>The host's address</source>
      <translation>O endereço de quem hospeda</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="356" />
      <source>The host's certificate</source>
      <translation>O certificado do anfitrião</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/waiting.py" line="30" />
      <source>The story's last chapter is over: the host reads its ending.</source>
      <translation>O último capítulo da história terminou: o anfitrião lê o seu final.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="242" />
      <source>The table's code</source>
      <translation>O código da mesa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="339" />
      <source>The table's code has 6 letters and digits.</source>
      <translation>O código da mesa tem 6 letras e algarismos.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="348" />
      <source>There is no certificate file there.</source>
      <translation>Não há nenhum arquivo de certificado aí.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="482" />
      <source>To paste into a message to your friends</source>
      <translation>Para colar numa mensagem aos seus amigos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="259" />
      <source>Tr&amp;ust certificate:</source>
      <translation>Con&amp;fiar no certificado:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="337" />
      <source>Type the host's address, as they gave it (for example 192.168.1.20:8765).</source>
      <translation>Digite o endereço de quem hospeda, como foi passado (por exemplo 192.168.1.20:8765).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="342" />
      <source>Type your name, as the others will see it.</source>
      <translation>Digite seu nome, como os outros o verão.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="95" />
      <source>Who plays for a friend who is away</source>
      <translation>Quem joga por um amigo ausente</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="511" />
      <source>You host this network game: quitting closes the table for everyone until you take your seat back at the next start.</source>
      <translation>Você hospeda esta partida em rede: sair fecha a mesa para todos até você retomar seu lugar na próxima vez que abrir o programa.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="411" />
      <source>You were hosting a network game at table %1 as %2 when the game was closed. Take your seat back? The table opens again on this computer.</source>
      <translation>Você hospedava uma partida em rede na mesa %1 como %2 quando o jogo foi fechado. Retomar seu lugar? A mesa abre de novo neste computador.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="416" />
      <source>You were playing a network game at table %1 as %2 when the game was closed. Take your seat back? (Game ▸ Join a network game offers it later too.)</source>
      <translation>Você jogava uma partida em rede na mesa %1 como %2 quando o jogo foi fechado. Retomar seu lugar? (Partida ▸ Entrar em uma partida em rede também oferece isso depois.)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="258" />
      <source>Your &amp;name:</source>
      <translation>Seu &amp;nome:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="110" />
      <source>Your friends choose Game ▸ Join a network game and type the address and code this window shows once the table is open. Friends on the same network (LAN) can join at once; over the internet see the network guide.</source>
      <translation>Seus amigos escolhem Partida ▸ Entrar em uma partida em rede e digitam o endereço e o código que esta janela mostra quando a mesa estiver aberta. Amigos na mesma rede (LAN) entram na hora; pela internet, veja o guia de rede.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="245" />
      <source>Your name</source>
      <translation>Seu nome</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="516" />
      <source>Your seat is kept: the next start, or Game ▸ Join a network game, takes it back while the host keeps the table.</source>
      <translation>Seu lugar fica guardado: a próxima abertura do programa, ou Partida ▸ Entrar em uma partida em rede, o retoma enquanto quem hospeda mantiver a mesa.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="648" />
      <source>away</source>
      <translation>ausente</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="648" />
      <source>away: a computer plays</source>
      <translation>ausente: um computador joga</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="650" />
      <source>deciding…</source>
      <translation>decidindo…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="703" />
      <source>it is not your decision now</source>
      <translation>agora não é sua decisão</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="247" />
      <source>only for a wss:// host with its own certificate</source>
      <translation>só para um anfitrião wss:// com certificado próprio</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="646" />
      <source>reconnecting…</source>
      <translation>reconectando…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="708" />
      <source>that move is not one of yours now</source>
      <translation>essa jogada não é uma das suas agora</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="67" />
      <source>the connection broke</source>
      <translation>a conexão caiu</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="63" />
      <source>the host did not come back</source>
      <translation>quem hospeda não voltou</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="65" />
      <source>the host stopped</source>
      <translation>quem hospeda parou</translation>
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
      <translation>&amp;Número de jogadores:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="344" />
      <source>&amp;Rules:</source>
      <translation>&amp;Regras:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="367" />
      <source>&amp;Start game</source>
      <translation>&amp;Iniciar partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="202" />
      <source>(their own name)</source>
      <translation>(o nome que ele der)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="51" />
      <source>A friend, over the network</source>
      <translation>Um amigo, pela rede</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="534" />
      <source>A game needs at least one seat.</source>
      <translation>Uma partida precisa de pelo menos um lugar.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="329" />
      <source>About the computer levels</source>
      <translation>Sobre os níveis do computador</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="339" />
      <source>About the rule set</source>
      <translation>Sobre o conjunto de regras</translation>
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
      <translation>Iniciante</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="87" />
      <source>Beginner plays any allowed move, at random: good for learning the rules.</source>
      <translation>Iniciante faz qualquer jogada permitida, ao acaso: bom para aprender as regras.</translation>
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
      <translation>Computador</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="167" />
      <source>Computer level of player %1</source>
      <translation>Nível do computador do jogador %1</translation>
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
      <translation>Fácil escolhe o que rende mais na hora e não planeja adiante.</translation>
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
      <translation>Difícil testa suas melhores ideias em muitas partidas imaginadas antes de cada escolha; pensa um pouco mais.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="73" />
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="50" />
      <source>Here, at this screen</source>
      <translation>Aqui, nesta tela</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="352" />
      <source>Leave empty for a new random deal. Type a number or a word to play the same deal again.</source>
      <translation>Deixe vazio para uma nova distribuição aleatória. Digite um número ou uma palavra para jogar a mesma distribuição de novo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="306" />
      <source>Level</source>
      <translation>Nível</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="306" />
      <source>Name</source>
      <translation>Nome</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="142" />
      <source>Name of player %1</source>
      <translation>Nome do jogador %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="275" />
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="276" />
      <source>New game</source>
      <translation>Nova partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="81" />
      <source>Normal</source>
      <translation>Normal</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="93" />
      <source>Normal knows the game: it plans a few moves ahead and weighs what each thing on the table is worth.</source>
      <translation>Normal conhece o jogo: planeja algumas jogadas adiante e pesa quanto vale cada coisa na mesa.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="299" />
      <source>Number of players</source>
      <translation>Número de jogadores</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="482" />
      <source>Player %1</source>
      <translation>Jogador %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="152" />
      <source>Player %1 plays as</source>
      <translation>O jogador %1 joga como</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="304" />
      <source>Players</source>
      <translation>Jogadores</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="306" />
      <source>Plays as</source>
      <translation>Joga como</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="362" />
      <source>Problem</source>
      <translation>Problema</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="349" />
      <source>Random</source>
      <translation>Aleatória</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="333" />
      <source>Rule set</source>
      <translation>Conjunto de regras</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="357" />
      <source>S&amp;eed:</source>
      <translation>Se&amp;mente:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="540" />
      <source>Seat %1 needs a name.</source>
      <translation>O lugar %1 precisa de um nome.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="145" />
      <source>Seat &amp;%1:</source>
      <translation>Lugar &amp;%1:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="350" />
      <source>Seed</source>
      <translation>Semente</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="368" />
      <source>Start game</source>
      <translation>Iniciar partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="544" />
      <source>Two players are called “%1”. Give each player a different name.</source>
      <translation>Dois jogadores se chamam “%1”. Dê a cada jogador um nome diferente.</translation>
    </message>
  </context>
  <context>
    <name>Panel</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="80" />
      <source>%1 (%2 each, you have %3)</source>
      <translation>%1 (%2 cada, você tem %3)</translation>
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
        <numerusform>%1 (%n moeda)</numerusform>
        <numerusform>%1 (%n moedas)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="41" />
      <source>%1 (cost %2, %3 VP)</source>
      <translation>%1 (custo %2, %3 PV)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="198" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="469" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="478" />
      <source>%1 (needs %2)</source>
      <translation>%1 (precisa de %2)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/characters.py" line="62" />
      <source>%1 (not now)</source>
      <translation>%1 (agora não)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="493" />
      <source>%1 from a building</source>
      <translation>%1 de um edifício</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="84" />
      <source>%1 to pay</source>
      <translation>%1 a pagar</translation>
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
        <numerusform>%1 × (%2) dá %3 × %4 (%n moeda)</numerusform>
        <numerusform>%1 × (%2) dá %3 × %4 (%n moedas)</numerusform>
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
      <translation>&amp;Atribuir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="134" />
      <source>&amp;Build</source>
      <translation>&amp;Construir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="274" />
      <source>&amp;Building:</source>
      <translation>&amp;Edifício:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="66" />
      <source>&amp;Confirm my choices</source>
      <translation>&amp;Confirmar minhas escolhas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="80" />
      <source>&amp;Discard from hand:</source>
      <translation>Descartar da &amp;mão:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/opening.py" line="78" />
      <source>&amp;Discard the selected card</source>
      <translation>Descartar a carta &amp;selecionada</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/assign.py" line="36" />
      <source>&amp;Done</source>
      <translation>&amp;Pronto</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="273" />
      <source>&amp;Done with chains</source>
      <translation>&amp;Pronto, sem mais cadeias</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="144" />
      <source>&amp;Done: end my turn</source>
      <translation>&amp;Pronto: encerrar meu turno</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="55" />
      <source>&amp;Efficient: all inputs, 2 goods</source>
      <translation>&amp;Eficiente: todos os recursos, 2 bens</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/opening.py" line="30" />
      <source>&amp;Keep my hand</source>
      <translation>&amp;Manter minha mão</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="65" />
      <source>&amp;Move assistant</source>
      <translation>&amp;Mover assistente</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/waiting.py" line="24" />
      <location filename="../../omg_desktop/ui/face_panel.py" line="39" />
      <source>&amp;New game…</source>
      <translation>&amp;Nova partida…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/other_ways.py" line="25" />
      <source>&amp;Other ways to choose</source>
      <translation>&amp;Outras formas de escolher</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="70" />
      <source>&amp;Plan to build:</source>
      <translation>&amp;Planejar construção:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/waiting.py" line="22" />
      <location filename="../../omg_desktop/ui/face_panel.py" line="37" />
      <source>&amp;Play again</source>
      <translation>&amp;Jogar de novo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="77" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="206" />
      <source>&amp;Produce</source>
      <translation>&amp;Produzir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/face_panel.py" line="73" />
      <source>&amp;Reset my turn</source>
      <translation>&amp;Recomeçar meu turno</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="56" />
      <source>&amp;Sloppy: one input may lack, 1 good</source>
      <translation>De&amp;sleixado: pode faltar um recurso, 1 bem</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="276" />
      <source>&amp;Times:</source>
      <translation>&amp;Vezes:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/face_panel.py" line="72" />
      <source>&amp;Undo</source>
      <translation>&amp;Desfazer</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="68" />
      <source>&amp;Worker at:</source>
      <translation>&amp;Trabalhador em:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="272" />
      <source>Assign later</source>
      <translation>Atribuir depois</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/assign.py" line="43" />
      <source>Assign your hired assistants:</source>
      <translation>Atribua seus assistentes contratados:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/assign.py" line="34" />
      <source>Assignment</source>
      <translation>Atribuição</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/assign.py" line="51" />
      <source>Assistant %1 to the %2</source>
      <translation>Assistente %1 para o edifício %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="144" />
      <source>Assistant %1 to the %2, paying %3</source>
      <translation>Assistente %1 para o edifício %2, pagando %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="195" />
      <source>Assistant %1: %2 coins, needs %3, %4 VP</source>
      <translation>Assistente %1: %2 moedas, exige %3, %4 PV</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="137" />
      <source>Assistant to hire</source>
      <translation>Assistente a contratar</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/opening.py" line="86" />
      <source>Both piles are empty. Discard %n more card(s).</source>
      <translation>
        <numerusform>Os dois montes estão vazios. Descarte mais %n carta.</numerusform>
        <numerusform>Os dois montes estão vazios. Descarte mais %n cartas.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="345" />
      <source>Build · paid %1 of %2</source>
      <translation>Construir · pago %1 de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="145" />
      <source>Build:</source>
      <translation>Construir:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="141" />
      <source>Building for the assistant</source>
      <translation>Edifício para o assistente</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="295" />
      <source>Cancel the move</source>
      <translation>Cancelar a mudança</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="263" />
      <source>Cannot hire: %1</source>
      <translation>Não é possível contratar: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="132" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="62" />
      <source>Card to build</source>
      <translation>Carta a construir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/opening.py" line="76" />
      <source>Cards to discard</source>
      <translation>Cartas a descartar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="75" />
      <source>Cards to supply</source>
      <translation>Cartas a fornecer</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="267" />
      <source>Chain building</source>
      <translation>Edifício da cadeia</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/characters.py" line="32" />
      <source>Characters in your hand:</source>
      <translation>Personagens na sua mão:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/opening.py" line="80" />
      <source>Click a card in your hand to discard it.</source>
      <translation>Clique numa carta da sua mão para descartá-la.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="338" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="291" />
      <source>Click goods on your buildings to choose what you pay; no change is given.</source>
      <translation>Clique nos bens dos seus edifícios para escolher com o que pagar; não há troco.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="97" />
      <source>Click hand cards to put them into the building's empty slots or take them out; the cheapest choice is already in. Each card serves this building only.</source>
      <translation>Clique em cartas da mão para colocá-las nos espaços vazios do edifício ou tirá-las; a escolha mais barata já está colocada. Cada carta serve só a este edifício.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="353" />
      <source>Click one of your buildings to choose where the assistant works.</source>
      <translation>Clique num dos seus edifícios para escolher onde o assistente trabalha.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/assign.py" line="38" />
      <source>Click one of your glowing buildings: the raised assistant starts work there.</source>
      <translation>Clique num dos seus edifícios iluminados: o assistente levantado começa a trabalhar lá.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/assign.py" line="73" />
      <source>Click: assistant %1 works here</source>
      <translation>Clique: o assistente %1 trabalha aqui</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="110" />
      <source>Click: pay with one more of these goods (once all are chosen, a click takes them back); right click or Minus: one fewer.</source>
      <translation>Clique: pague com mais um destes bens (com todos escolhidos, um clique os devolve); clique direito ou Menos: um a menos.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="286" />
      <source>Click: the assistant moves here</source>
      <translation>Clique: o assistente muda para cá</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="358" />
      <source>Click: the new assistant works here</source>
      <translation>Clique: o novo assistente trabalha aqui</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="262" />
      <source>Drag this assistant to another building to move it (%1 coins)</source>
      <translation>Arraste este assistente para outro edifício para mudá-lo (%1 moedas)</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/opening.py" line="41" />
      <source>E&amp;xchange all %n card(s)</source>
      <translation>
        <numerusform>&amp;Trocar %n carta</numerusform>
        <numerusform>&amp;Trocar todas as %n cartas</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/opening.py" line="41" />
      <source>E&amp;xchange my one card</source>
      <translation>&amp;Trocar minha única carta</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="143" />
      <source>H&amp;ire</source>
      <translation>Co&amp;ntratar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/face_panel.py" line="61" />
      <source>Hint</source>
      <translation>Dica</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="203" />
      <source>Hire an assistant:</source>
      <translation>Contratar um assistente:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="364" />
      <source>Hire · click the building it works at</source>
      <translation>Contratar · clique no edifício onde ele trabalha</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="361" />
      <source>Hire · paid %1 of %2</source>
      <translation>Contratar · pago %1 de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="269" />
      <source>How many times</source>
      <translation>Quantas vezes</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="64" />
      <source>Move an assistant</source>
      <translation>Mover um assistente</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="153" />
      <source>Move an assistant (%1 coins each):</source>
      <translation>Mover um assistente (%1 moedas cada vez):</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="290" />
      <source>Move · paid %1 of %2</source>
      <translation>Mover · pago %1 de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="331" />
      <source>No chain can run now.</source>
      <translation>Nenhuma cadeia pode ser acionada agora.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/panel.py" line="269" />
      <location filename="../../omg_desktop/ui/face_panel.py" line="172" />
      <source>Not allowed: %1</source>
      <translation>Não permitido: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="129" />
      <source>Nothing this round</source>
      <translation>Nada nesta rodada</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="124" />
      <source>Nowhere: the worker stays home</source>
      <translation>Em nenhum: o trabalhador fica em casa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="282" />
      <source>On the table: click a chain's button on its building, click the hand cards and goods it takes, then run it again or stop.</source>
      <translation>Na mesa: clique no botão da cadeia sobre o edifício, clique nas cartas da mão e nos bens que ela usa e acione-a de novo ou pare.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="73" />
      <source>On the table: click one of your buildings for the worker (click it again, or the worker, to turn it), click a hand card to plan it, then Confirm.</source>
      <translation>Na mesa: clique num dos seus edifícios para o trabalhador (clique de novo, ou no trabalhador, para girá-lo), clique numa carta da mão para planejá-la e depois em Confirmar.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="148" />
      <source>On the table: the goods that pay glow on your buildings (the least overpayment is chosen); click goods to change it, then Build. To hire, click an open assistant.</source>
      <translation>Na mesa: os bens que pagam brilham nos seus edifícios (o menor pagamento a mais já está escolhido); clique em bens para mudar e depois em Construir. Para contratar, clique num assistente disponível.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="146" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="203" />
      <source>Or hire an assistant:</source>
      <translation>Ou contrate um assistente:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="119" />
      <source>Paying %1 coins for %2: %3 overpaid, no change</source>
      <translation>Pagando %1 moedas por %2: %3 a mais, sem troco</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="114" />
      <source>Paying %1 of %2 coins: %3 missing</source>
      <translation>Pagando %1 de %2 moedas: faltam %3</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="116" />
      <source>Paying exactly %n coin(s)</source>
      <translation>
        <numerusform>Pagando exatamente %n moeda</numerusform>
        <numerusform>Pagando exatamente %n moedas</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="65" />
      <source>Payment</source>
      <translation>Pagamento</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="494" />
      <source>Pick for one run: %1</source>
      <translation>Escolha para uma ativação: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/characters.py" line="77" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/characters.py" line="79" />
      <source>Play</source>
      <translation>Jogar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/characters.py" line="59" />
      <source>Play %1</source>
      <translation>Jogar %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="271" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="503" />
      <source>Run &amp;chain</source>
      <translation>&amp;Acionar cadeia</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="260" />
      <source>Run production chains: turn cards from hand and goods from your other buildings into this building's good.</source>
      <translation>Acione as cadeias de produção: transforme cartas da mão e bens dos seus outros edifícios no bem deste edifício.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="79" />
      <source>S&amp;kip this building</source>
      <translation>Pu&amp;lar este edifício</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/waiting.py" line="23" />
      <location filename="../../omg_desktop/ui/face_panel.py" line="38" />
      <source>Show the &amp;scores</source>
      <translation>Mostrar os &amp;pontos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/panel.py" line="271" />
      <location filename="../../omg_desktop/ui/face_panel.py" line="174" />
      <source>That is not allowed by the rules now. Choose again.</source>
      <translation>Isso não é permitido pelas regras agora. Escolha de novo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/other_ways.py" line="30" />
      <source>The same choice with lists and fields instead of the cards on the table</source>
      <translation>A mesma escolha com listas e campos em vez das cartas na mesa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/face_panel.py" line="57" />
      <source>What to do now</source>
      <translation>O que fazer agora</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="54" />
      <source>Worker's building</source>
      <translation>Edifício do trabalhador</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="334" />
      <source>You cannot hire this assistant: %1</source>
      <translation>Você não pode contratar este assistente: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="207" />
      <source>You may build and also hire one assistant this turn, paying for each separately.</source>
      <translation>Neste turno você pode construir e também contratar um assistente, pagando cada um separadamente.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="211" />
      <source>You may build, then hire one assistant, paying for each separately; hiring first gives up the build.</source>
      <translation>Você pode construir e depois contratar um assistente, pagando cada um separadamente; contratar primeiro abre mão da construção.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="77" />
      <source>Your worker stays home this round: an assistant works at each of your production buildings. Click a hand card to plan it (or plan nothing), then Confirm.</source>
      <translation>Seu trabalhador fica em casa nesta rodada: há um assistente em cada um dos seus edifícios de produção. Clique numa carta da mão para planejá-la (ou não planeje nada) e depois em Confirmar.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="491" />
      <source>a %1 card</source>
      <translation>uma carta de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="26" />
      <source>any resource</source>
      <translation>qualquer recurso</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="141" />
      <source>every production building of yours already has an assistant</source>
      <translation>cada um dos seus edifícios de produção já tem um assistente</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="134" />
      <source>it costs %1 coins and your goods are worth %2</source>
      <translation>custa %1 moedas e seus bens valem %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="139" />
      <source>it needs more buildings: %1</source>
      <translation>faltam edifícios: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="142" />
      <source>no production building could take it and leave one free</source>
      <translation>nenhum edifício de produção pode recebê-lo deixando outro livre</translation>
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
        <numerusform>você já tem %n assistente</numerusform>
        <numerusform>você já tem %n assistentes</numerusform>
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
      <translation>Nenhuma rodada jogada ainda.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/points_chart.py" line="191" />
      <source>Points</source>
      <translation>Pontos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/points_chart.py" line="97" />
      <source>Points by round</source>
      <translation>Pontos por rodada</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/points_chart.py" line="228" />
      <source>Round</source>
      <translation>Rodada</translation>
    </message>
  </context>
  <context>
    <name>Prompt</name>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="70" />
      <source>Both piles are empty: discard %n more card(s) from your hand</source>
      <translation>
        <numerusform>Os dois montes estão vazios: descarte mais %n carta da sua mão</numerusform>
        <numerusform>Os dois montes estão vazios: descarte mais %n cartas da sua mão</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="106" />
      <source>Build your planned card or press Done</source>
      <translation>Construa a carta planejada ou pressione Pronto</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="102" />
      <source>Build your planned card, hire an assistant, or press Done</source>
      <translation>Construa a carta planejada, contrate um assistente ou pressione Pronto</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="79" />
      <source>Choose your action</source>
      <translation>Escolha sua ação</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="95" />
      <source>Final round: run your production chains once more, then press Done</source>
      <translation>Rodada final: acione suas cadeias de produção mais uma vez e depois pressione Pronto</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="108" />
      <source>Hire an assistant or press Done</source>
      <translation>Contrate um assistente ou pressione Pronto</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="87" />
      <source>Last round: every building may run its chain, even one that produced nothing. Run your chains, then press Done</source>
      <translation>Rodada final: todo edifício pode acionar sua cadeia, mesmo um que não produziu nada. Acione suas cadeias e depois pressione Pronto</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="49" />
      <source>Phase I: keep your hand or exchange all of it</source>
      <translation>Fase I: mantenha sua mão ou troque-a inteira</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="63" />
      <source>Phase II: put your worker on a building, efficient or sloppy, and choose a card to build</source>
      <translation>Fase II: coloque seu trabalhador em um edifício, eficiente ou desleixado, e escolha uma carta para construir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="58" />
      <source>Phase II: put your worker on a building, efficient or sloppy, and choose a card to build; you may first pay to move an assistant</source>
      <translation>Fase II: coloque seu trabalhador em um edifício, eficiente ou desleixado, e escolha uma carta para construir; antes, você pode pagar para mover um assistente</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="52" />
      <source>Phase II: your worker stays home (an assistant works at each of your production buildings); choose a card to build</source>
      <translation>Fase II: seu trabalhador fica em casa (há um assistente em cada um dos seus edifícios de produção); escolha uma carta para construir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="121" />
      <source>Phase IV: your %1 lacks %2 and your sloppy worker can do without one — choose cards from your hand to supply the rest, or skip</source>
      <translation>Fase IV: seu edifício %1 precisa de mais %2, e seu trabalhador desleixado pode dispensar um — escolha cartas da sua mão para fornecer o resto, ou pule</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="127" />
      <source>Phase IV: your %1 lacks %2 — choose cards from your hand to supply it, or skip</source>
      <translation>Fase IV: seu edifício %1 precisa de mais %2 — escolha cartas da sua mão para fornecer o que falta, ou pule</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="109" />
      <source>Press Done to end your turn</source>
      <translation>Pressione Pronto para encerrar seu turno</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="74" />
      <source>Put your newly hired assistants on production buildings, then press Done</source>
      <translation>Coloque seus assistentes recém-contratados em edifícios de produção e depois pressione Pronto</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="93" />
      <source>Run your production chains, then press Done</source>
      <translation>Acione suas cadeias de produção e depois pressione Pronto</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="37" />
      <source>The game is over</source>
      <translation>A partida terminou</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="40" />
      <source>Waiting for %1 to take the seat…</source>
      <translation>Esperando %1 assumir o lugar…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="46" />
      <source>Waiting for %1…</source>
      <translation>Esperando %1…</translation>
    </message>
  </context>
  <context>
    <name>ReplayWindow</name>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="69" />
      <source>%1's hand</source>
      <translation>Mão de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="76" />
      <source>&amp;Forward ▶</source>
      <translation>&amp;Avançar ▶</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="63" />
      <source>Game log up to this point</source>
      <translation>Registro da partida até este ponto</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="83" />
      <source>Log</source>
      <translation>Registro</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="130" />
      <source>Move %1 of %2</source>
      <translation>Jogada %1 de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="66" />
      <source>Nobody's hand (spectator)</source>
      <translation>Mão de ninguém (espectador)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="74" />
      <source>Position in the game</source>
      <translation>Posição na partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="56" />
      <source>Replay — %1</source>
      <translation>Replay — %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="71" />
      <source>The game is not over: its players' hands stay hidden.</source>
      <translation>A partida não terminou: as mãos dos jogadores ficam escondidas.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="65" />
      <source>Whose cards to show</source>
      <translation>De quem mostrar as cartas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="75" />
      <source>◀ &amp;Back</source>
      <translation>◀ &amp;Voltar</translation>
    </message>
  </context>
  <context>
    <name>ScoreSheetDialog</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="266" />
      <source>%1 %2
Winner</source>
      <translation>%1 %2
Vencedor</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="80" />
      <source>%1 and %2 share the victory with %3 points each.</source>
      <translation>%1 e %2 dividem a vitória com %3 pontos cada.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="103" />
      <source>%1 share the victory with %2 points each.</source>
      <translation>%1 dividem a vitória com %2 pontos cada.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="74" />
      <source>%1 wins with %2 points.</source>
      <translation>%1 vence com %2 pontos.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="260" />
      <source>%1 → %2</source>
      <translation>%1 → %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="88" />
      <source>%1, %2 and %3 share the victory with %4 points each.</source>
      <translation>%1, %2 e %3 dividem a vitória com %4 pontos cada.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="96" />
      <source>%1, %2, %3 and %4 share the victory with %5 points each.</source>
      <translation>%1, %2, %3 e %4 dividem a vitória com %5 pontos cada.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="189" />
      <source>&amp;Close</source>
      <translation>&amp;Fechar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="187" />
      <source>&amp;Play again</source>
      <translation>&amp;Jogar de novo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/records.py" line="20" />
      <source>Assistants</source>
      <translation>Assistentes</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/records.py" line="19" />
      <source>Buildings</source>
      <translation>Edifícios</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="190" />
      <source>Close</source>
      <translation>Fechar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/records.py" line="22" />
      <source>Coins left (tie-break)</source>
      <translation>Moedas restantes (desempate)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="163" />
      <source>Final scores</source>
      <translation>Pontuação final</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/records.py" line="21" />
      <source>Goods (coins → points)</source>
      <translation>Bens (moedas → pontos)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="188" />
      <source>Play again with the same players</source>
      <translation>Jogar de novo com os mesmos jogadores</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="180" />
      <source>Points after each round</source>
      <translation>Pontos após cada rodada</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="171" />
      <source>Result</source>
      <translation>Resultado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="271" />
      <source>Score sheet</source>
      <translation>Folha de pontuação</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/records.py" line="31" />
      <source>Several players have the same points: the most coins left breaks the tie.</source>
      <translation>Vários jogadores têm os mesmos pontos: quem tiver mais moedas restantes desempata.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/records.py" line="30" />
      <source>They have the same points and the same coins left.</source>
      <translation>Eles têm os mesmos pontos e as mesmas moedas restantes.</translation>
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
      <translation>&amp;Fechar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="116" />
      <source>Keyboard shortcuts</source>
      <translation>Atalhos de teclado</translation>
    </message>
  </context>
  <context>
    <name>ShortcutsTable</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="60" />
      <source>Action</source>
      <translation>Ação</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="60" />
      <source>Key</source>
      <translation>Tecla</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="59" />
      <source>Keyboard shortcuts</source>
      <translation>Atalhos de teclado</translation>
    </message>
  </context>
  <context>
    <name>SlotsDialog</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="180" />
      <source>%1 cannot be read: %2.</source>
      <translation>%1 não pode ser lido: %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="299" />
      <source>%1, round %2</source>
      <translation>%1, rodada %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="301" />
      <source>%1: %2 (saved %3)</source>
      <translation>%1: %2 (salva %3)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="351" />
      <source>&amp;Cancel</source>
      <translation>C&amp;ancelar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="114" />
      <source>&amp;Close</source>
      <translation>&amp;Fechar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="113" />
      <source>&amp;Delete</source>
      <translation>E&amp;xcluir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="110" />
      <source>&amp;Load</source>
      <translation>&amp;Carregar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="102" />
      <source>&amp;Name:</source>
      <translation>No&amp;me:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="293" />
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="335" />
      <source>&amp;New game</source>
      <translation>&amp;Nova partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="293" />
      <location filename="../../omg_desktop/ui/start_offers.py" line="49" />
      <source>&amp;Resume</source>
      <translation>Re&amp;tomar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="109" />
      <source>&amp;Save here</source>
      <translation>&amp;Salvar aqui</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="251" />
      <source>Delete %1 (%2) and its backup? This cannot be undone.</source>
      <translation>Excluir %1 (%2) e seu backup? Isso não pode ser desfeito.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="328" />
      <source>Load its backup (the save before it) and go on from there?</source>
      <translation>Carregar o backup dele (o salvamento anterior) e continuar de lá?</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="111" />
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="334" />
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="351" />
      <source>Load the &amp;backup</source>
      <translation>Carregar o &amp;backup</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="350" />
      <source>Load the previous save of this slot (its backup) instead?</source>
      <translation>Carregar, em vez disso, o salvamento anterior deste espaço (o backup)?</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="101" />
      <source>Name of the save</source>
      <translation>Nome do salvamento</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="112" />
      <source>Rena&amp;me</source>
      <translation>Reno&amp;mear</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="209" />
      <source>Replace the game in %1 (%2)?</source>
      <translation>Substituir a partida em %1 (%2)?</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="293" />
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="332" />
      <source>Resume</source>
      <translation>Retomar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="314" />
      <source>Resume your last game? %1, round %2, saved %3.
%4</source>
      <translation>Retomar sua última partida? %1, rodada %2, salva em %3.
%4</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="308" />
      <source>Resume your last game? %1, saved %2.
%3</source>
      <translation>Retomar sua última partida? %1, salva em %2.
%3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="97" />
      <source>Save slots</source>
      <translation>Espaços de salvamento</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="75" />
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="270" />
      <source>Saved games</source>
      <translation>Partidas salvas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="183" />
      <source>The previous save (the backup) can be loaded instead.</source>
      <translation>Em vez disso, o salvamento anterior (o backup) pode ser carregado.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="346" />
      <source>The save cannot be loaded</source>
      <translation>O salvamento não pode ser carregado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="326" />
      <source>Your last game's save is damaged: %1</source>
      <translation>O salvamento da sua última partida está danificado: %1</translation>
    </message>
  </context>
  <context>
    <name>SlotsModel</name>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="256" />
      <source>%1 steps, rule set %2</source>
      <translation>%1 jogadas, regras %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="230" />
      <source>(empty)</source>
      <translation>(vazio)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="252" />
      <source>A backup of the previous save is available.</source>
      <translation>Há um backup do salvamento anterior.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="255" />
      <source>An empty slot</source>
      <translation>Um espaço vazio</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="53" />
      <source>Autosave</source>
      <translation>Salvamento automático</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="198" />
      <source>Game</source>
      <translation>Jogo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="198" />
      <source>Name</source>
      <translation>Nome</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="198" />
      <source>Players</source>
      <translation>Jogadores</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="198" />
      <source>Round</source>
      <translation>Rodada</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="198" />
      <source>Saved</source>
      <translation>Salvo em</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="55" />
      <source>Slot %1</source>
      <translation>Espaço %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="250" />
      <source>This save cannot be read: %1</source>
      <translation>Este salvamento não pode ser lido: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="88" />
      <source>computer</source>
      <translation>computador</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="232" />
      <source>damaged save</source>
      <translation>salvamento danificado</translation>
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
      <translation>&amp;Volume máximo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/sound/menu.py" line="27" />
      <source>&amp;Loud</source>
      <translation>&amp;Alto</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/sound/menu.py" line="20" />
      <source>&amp;Mute</source>
      <translation>&amp;Mudo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/sound/menu.py" line="25" />
      <source>&amp;Quiet</source>
      <translation>&amp;Baixo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/sound/menu.py" line="17" />
      <source>&amp;Sound</source>
      <translation>&amp;Som</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/sound/menu.py" line="26" />
      <source>M&amp;edium</source>
      <translation>Mé&amp;dio</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/sound/menu.py" line="42" />
      <source>No sound: no audio output could be opened</source>
      <translation>Sem som: não foi possível abrir nenhuma saída de áudio</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/sound/menu.py" line="39" />
      <source>Table &amp;ambience</source>
      <translation>Ambi&amp;ente da mesa</translation>
    </message>
  </context>
  <context>
    <name>StartOffer</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/start_offer.py" line="81" />
      <source>&amp;Forget this table</source>
      <translation>&amp;Esquecer esta mesa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/start_offer.py" line="74" />
      <source>&amp;New game</source>
      <translation>&amp;Novo jogo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/start_offer.py" line="108" />
      <source>&amp;Unfinished, the latest first:</source>
      <translation>&amp;Não terminadas, a mais recente primeiro:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/start_offers.py" line="62" />
      <source>Campaign: %1 (saved %2)</source>
      <translation>Campanha: %1 (salva %2)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/start_offer.py" line="82" />
      <source>Drop this network table from the seats kept here</source>
      <translation>Tirar esta mesa em rede dos lugares guardados aqui</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/start_offer.py" line="71" />
      <source>Go on?</source>
      <translation>Continuar?</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/start_offer.py" line="80" />
      <source>Unfinished games</source>
      <translation>Partidas não terminadas</translation>
    </message>
  </context>
  <context>
    <name>StatisticsDialog</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="212" />
      <source>#</source>
      <translation>Nº</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="408" />
      <source>%1 (%2 %)</source>
      <translation>%1 (%2%)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="608" />
      <source>%1 (%2)</source>
      <translation>%1 (%2)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="454" />
      <source>%1 (best: %2)</source>
      <translation>%1 (melhor: %2)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="115" />
      <source>%1 - statistics.csv</source>
      <translation>%1 - estatísticas.csv</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="462" />
      <source>%1 of %2: %3</source>
      <translation>%1 de %2: %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="424" />
      <source>%1 on average, %2 at most</source>
      <translation>%1 em média, no máximo %2</translation>
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
        <numerusform>%n jogador</numerusform>
        <numerusform>%n jogadores</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="417" />
      <source>%n point(s)</source>
      <translation>
        <numerusform>%n ponto</numerusform>
        <numerusform>%n pontos</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="247" />
      <source>&amp;Close</source>
      <translation>&amp;Fechar</translation>
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
      <translation>&amp;Jogo:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="165" />
      <source>&amp;Player:</source>
      <translation>&amp;Jogador:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="230" />
      <source>&amp;Record finished games</source>
      <translation>&amp;Registrar as partidas terminadas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="239" />
      <source>&amp;Watch the replay</source>
      <translation>&amp;Ver o replay</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="488" />
      <source>Against %1</source>
      <translation>Contra %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="486" />
      <source>Against people</source>
      <translation>Contra pessoas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="156" />
      <source>All games</source>
      <translation>Todos os jogos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="178" />
      <source>Average score</source>
      <translation>Pontuação média</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="516" />
      <source>Average so far</source>
      <translation>Média até agora</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="180" />
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="219" />
      <source>Best round</source>
      <translation>Melhor rodada</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="179" />
      <source>Best score</source>
      <translation>Melhor pontuação</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="647" />
      <source>CSV files (*.csv)</source>
      <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="181" />
      <source>Campaign medals</source>
      <translation>Medalhas da campanha</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="213" />
      <source>Date</source>
      <translation>Data</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="182" />
      <source>Endings seen</source>
      <translation>Finais vistos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="647" />
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="659" />
      <source>Export statistics</source>
      <translation>Exportar estatísticas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="245" />
      <source>Export this player's games as CSV</source>
      <translation>Exportar as partidas deste jogador como CSV</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="667" />
      <source>Exported to %1.</source>
      <translation>Exportado para %1.</translation>
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
      <translation>Jogo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="198" />
      <source>Games</source>
      <translation>Partidas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="197" />
      <source>Games by number of players and by opponent</source>
      <translation>Partidas por número de jogadores e por adversário</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="176" />
      <source>Games finished</source>
      <translation>Partidas terminadas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="442" />
      <source>Gold %1 · silver %2 · bronze %3</source>
      <translation>Ouro %1 · prata %2 · bronze %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="109" />
      <source>Lost</source>
      <translation>Derrota</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="220" />
      <source>Medal</source>
      <translation>Medalha</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="204" />
      <source>No finished games yet.</source>
      <translation>Nenhuma partida terminada ainda.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="341" />
      <source>No finished games yet. Every game played to its end here is kept, with its replay, for each person who played it.</source>
      <translation>Nenhuma partida terminada ainda. Toda partida jogada até o fim aqui fica guardada, com o replay, para cada pessoa que a jogou.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="439" />
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="458" />
      <source>None yet</source>
      <translation>Ainda não</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="216" />
      <source>Opponents</source>
      <translation>Adversários</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="163" />
      <source>Player</source>
      <translation>Jogador</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="204" />
      <source>Points</source>
      <translation>Pontos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="347" />
      <source>Recording is off: games that end now are not kept.</source>
      <translation>O registro está desligado: as partidas que terminarem agora não serão guardadas.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="218" />
      <source>Result</source>
      <translation>Resultado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="215" />
      <source>Rules</source>
      <translation>Regras</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="217" />
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="516" />
      <source>Score</source>
      <translation>Pontuação</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="205" />
      <source>Score in each game</source>
      <translation>Pontuação em cada partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="108" />
      <source>Shared victory (%1)</source>
      <translation>Vitória dividida (%1)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="480" />
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="536" />
      <source>Solo</source>
      <translation>Solo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="149" />
      <source>Statistics</source>
      <translation>Estatísticas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="660" />
      <source>The file was not written: %1</source>
      <translation>O arquivo não foi gravado: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="335" />
      <source>The history cannot be used (%1): nothing is recorded this time.</source>
      <translation>O histórico não pode ser usado (%1): nada é registrado desta vez.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="192" />
      <source>The most points gained in one round of a game</source>
      <translation>O maior número de pontos ganhos numa única rodada de uma partida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="240" />
      <source>Watch the chosen game again</source>
      <translation>Ver de novo a partida escolhida</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="232" />
      <source>When this is off, games that end are not kept in the history; the games kept so far stay.</source>
      <translation>Quando isto está desligado, as partidas que terminam não ficam no histórico; as registradas até agora continuam lá.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="177" />
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="198" />
      <source>Wins</source>
      <translation>Vitórias</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="106" />
      <source>Won</source>
      <translation>Vitória</translation>
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
      <translation>Imediatamente, antes da fase I.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="146" />
      <source>At the end of the round, after production.</source>
      <translation>No fim da rodada, depois da produção.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="145" />
      <source>At the start of phase IV.</source>
      <translation>No início da fase IV.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="91" />
      <source>Discard %n card(s) of your choice.</source>
      <translation>
        <numerusform>Descarte %n carta à sua escolha.</numerusform>
        <numerusform>Descarte %n cartas à sua escolha.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="89" />
      <source>Draw %n card(s).</source>
      <translation>
        <numerusform>Compre %n carta.</numerusform>
        <numerusform>Compre %n cartas.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="137" />
      <source>Every player:</source>
      <translation>Todos os jogadores:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="144" />
      <source>In phase II, after the sunrise cards are turned.</source>
      <translation>Na fase II, depois que as cartas do nascer do sol são viradas.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="113" />
      <source>New assistant for hire: %1.</source>
      <translation>Novo assistente para contratar: %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="104" />
      <source>New building: %1. Its cards wait in a stack beside the market; in phase IV you may build one instead of your planned card.</source>
      <translation>Novo edifício: %1. Suas cartas esperam em uma pilha ao lado do mercado; na fase IV, você pode construir uma delas em vez da carta planejada.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="110" />
      <source>New character: %1 is shuffled into the draw pile.</source>
      <translation>Novo personagem: %1. Sua carta é embaralhada no monte de compra.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="101" />
      <source>Pay goods worth %n coin(s) (all your goods if they are worth less).</source>
      <translation>
        <numerusform>Pague bens no valor de %n moeda (todos os seus bens, se valerem menos).</numerusform>
        <numerusform>Pague bens no valor de %n moedas (todos os seus bens, se valerem menos).</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="170" />
      <source>Play it in phase I, before you keep or exchange your hand.</source>
      <translation>Jogue na fase I, antes de manter ou trocar sua mão.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="173" />
      <source>Play it in phase II, before you place your worker.</source>
      <translation>Jogue na fase II, antes de posicionar seu trabalhador.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="174" />
      <source>Play it in phase IV, on your turn.</source>
      <translation>Jogue na fase IV, no seu turno.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="51" />
      <source>Put %n good(s) on each of your %1 buildings.</source>
      <translation>
        <numerusform>Coloque %n bem em cada um dos seus edifícios da cor %1.</numerusform>
        <numerusform>Coloque %n bens em cada um dos seus edifícios da cor %1.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="41" />
      <source>Put %n good(s) on each of your production buildings.</source>
      <translation>
        <numerusform>Coloque %n bem em cada um dos seus edifícios de produção.</numerusform>
        <numerusform>Coloque %n bens em cada um dos seus edifícios de produção.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="48" />
      <source>Put %n good(s) on your %1 building with the fewest goods.</source>
      <translation>
        <numerusform>Coloque %n bem no seu edifício %1 com menos bens.</numerusform>
        <numerusform>Coloque %n bens no seu edifício %1 com menos bens.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="45" />
      <source>Put %n good(s) on your %1 building with the most goods.</source>
      <translation>
        <numerusform>Coloque %n bem no seu edifício %1 com mais bens.</numerusform>
        <numerusform>Coloque %n bens no seu edifício %1 com mais bens.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="37" />
      <source>Put %n good(s) on your building with the most goods.</source>
      <translation>
        <numerusform>Coloque %n bem no seu edifício com mais bens.</numerusform>
        <numerusform>Coloque %n bens no seu edifício com mais bens.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="38" />
      <source>Put %n good(s) on your production building with the fewest goods.</source>
      <translation>
        <numerusform>Coloque %n bem no seu edifício de produção com menos bens.</numerusform>
        <numerusform>Coloque %n bens no seu edifício de produção com menos bens.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="44" />
      <source>Put %n good(s) on your start building if it is %1.</source>
      <translation>
        <numerusform>Coloque %n bem no seu edifício inicial, se ele for %1.</numerusform>
        <numerusform>Coloque %n bens no seu edifício inicial, se ele for %1.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="36" />
      <source>Put %n good(s) on your start building.</source>
      <translation>
        <numerusform>Coloque %n bem no seu edifício inicial.</numerusform>
        <numerusform>Coloque %n bens no seu edifício inicial.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="71" />
      <source>Remove %n good(s) from each of your %1 buildings.</source>
      <translation>
        <numerusform>Remova %n bem de cada um dos seus edifícios da cor %1.</numerusform>
        <numerusform>Remova %n bens de cada um dos seus edifícios da cor %1.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="61" />
      <source>Remove %n good(s) from each of your production buildings.</source>
      <translation>
        <numerusform>Remova %n bem de cada um dos seus edifícios de produção.</numerusform>
        <numerusform>Remova %n bens de cada um dos seus edifícios de produção.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="68" />
      <source>Remove %n good(s) from your %1 building with the fewest goods.</source>
      <translation>
        <numerusform>Remova %n bem do seu edifício %1 com menos bens.</numerusform>
        <numerusform>Remova %n bens do seu edifício %1 com menos bens.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="65" />
      <source>Remove %n good(s) from your %1 building with the most goods.</source>
      <translation>
        <numerusform>Remova %n bem do seu edifício %1 com mais bens.</numerusform>
        <numerusform>Remova %n bens do seu edifício %1 com mais bens.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="55" />
      <source>Remove %n good(s) from your building with the most goods.</source>
      <translation>
        <numerusform>Remova %n bem do seu edifício com mais bens.</numerusform>
        <numerusform>Remova %n bens do seu edifício com mais bens.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="58" />
      <source>Remove %n good(s) from your production building with the fewest goods.</source>
      <translation>
        <numerusform>Remova %n bem do seu edifício de produção com menos bens.</numerusform>
        <numerusform>Remova %n bens do seu edifício de produção com menos bens.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="64" />
      <source>Remove %n good(s) from your start building if it is %1.</source>
      <translation>
        <numerusform>Remova %n bem do seu edifício inicial, se ele for %1.</numerusform>
        <numerusform>Remova %n bens do seu edifício inicial, se ele for %1.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="54" />
      <source>Remove %n good(s) from your start building.</source>
      <translation>
        <numerusform>Remova %n bem do seu edifício inicial.</numerusform>
        <numerusform>Remova %n bens do seu edifício inicial.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="140" />
      <source>The first player:</source>
      <translation>O primeiro jogador:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="139" />
      <source>The player(s) with the fewest points:</source>
      <translation>O(s) jogador(es) com menos pontos:</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="138" />
      <source>The player(s) with the most points:</source>
      <translation>O(s) jogador(es) com mais pontos:</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="126" />
      <source>This round, building costs you %n coin(s) less.</source>
      <translation>
        <numerusform>Nesta rodada, construir custa %n moeda a menos para você.</numerusform>
        <numerusform>Nesta rodada, construir custa %n moedas a menos para você.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="83" />
      <source>This round, draw %n card(s) in phase I.</source>
      <translation>
        <numerusform>Nesta rodada, compre %n carta na fase I.</numerusform>
        <numerusform>Nesta rodada, compre %n cartas na fase I.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="81" />
      <source>This round, fill each market row until it shows %n half sun(s).</source>
      <translation>
        <numerusform>Nesta rodada, preencha cada linha do mercado até que ela mostre %n meio sol.</numerusform>
        <numerusform>Nesta rodada, preencha cada linha do mercado até que ela mostre %n meios sóis.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="86" />
      <source>This round, hands may be exchanged in phase I.</source>
      <translation>Nesta rodada, as mãos podem ser trocadas na fase I.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="128" />
      <source>This round, hiring an assistant costs you %n coin(s) less.</source>
      <translation>
        <numerusform>Nesta rodada, contratar um assistente custa %n moeda a menos para você.</numerusform>
        <numerusform>Nesta rodada, contratar um assistente custa %n moedas a menos para você.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="87" />
      <source>This round, no hand may be exchanged in phase I.</source>
      <translation>Nesta rodada, nenhuma mão pode ser trocada na fase I.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="118" />
      <source>This round, the market shows one more %1 for you.</source>
      <translation>Nesta rodada, o mercado mostra +1 %1 para você.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="115" />
      <source>This round, you may move %n assistant(s) for free in phase II.</source>
      <translation>
        <numerusform>Nesta rodada, você pode mover %n assistente de graça na fase II.</numerusform>
        <numerusform>Nesta rodada, você pode mover %n assistentes de graça na fase II.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="121" />
      <source>This round, your %1 buildings produce %n more good(s) when they produce.</source>
      <translation>
        <numerusform>Nesta rodada, seus edifícios da cor %1 produzem %n bem a mais quando produzem.</numerusform>
        <numerusform>Nesta rodada, seus edifícios da cor %1 produzem %n bens a mais quando produzem.</numerusform>
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
      <translation>&amp;Começar o capítulo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="198" />
      <source>&amp;Close</source>
      <translation>&amp;Fechar</translation>
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
      <translation>Uma imagem de Longsdale</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="38" />
      <source>Bronze</source>
      <translation>Bronze</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="66" />
      <source>Chapter %1: %2</source>
      <translation>Capítulo %1: %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="171" />
      <source>Chapter goal missed.</source>
      <translation>Meta do capítulo não atingida.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="169" />
      <source>Chapter goal reached: %1 medal.</source>
      <translation>Meta do capítulo atingida: medalha de %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="51" />
      <source>Goal: end with goods worth at least %1 coins (silver %2, gold %3).</source>
      <translation>Meta: terminar com bens que valham pelo menos %1 moedas (prata %2, ouro %3).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="54" />
      <source>Goal: hire at least %1 assistants (silver %2, gold %3).</source>
      <translation>Meta: contratar pelo menos %1 assistentes (prata %2, ouro %3).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="48" />
      <source>Goal: own at least %1 buildings (silver %2, gold %3).</source>
      <translation>Meta: possuir pelo menos %1 edifícios (prata %2, ouro %3).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="45" />
      <source>Goal: score at least %1 points (silver %2, gold %3).</source>
      <translation>Meta: fazer pelo menos %1 pontos (prata %2, ouro %3).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="38" />
      <source>Gold</source>
      <translation>Ouro</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="39" />
      <source>No medal</source>
      <translation>Sem medalha</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="163" />
      <source>Points: %1.</source>
      <translation>Pontos: %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="80" />
      <source>Reached: %1 (%2).</source>
      <translation>Alcançado: %1 (%2).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="38" />
      <source>Silver</source>
      <translation>Prata</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="197" />
      <source>The story of Longsdale ends here.</source>
      <translation>A história de Longsdale termina aqui.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="141" />
      <source>This chapter lasts %n round(s): one event card each round.</source>
      <translation>
        <numerusform>Este capítulo dura %n rodada: uma carta de evento por rodada.</numerusform>
        <numerusform>Este capítulo dura %n rodadas: uma carta de evento por rodada.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Summary</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="65" />
      <source>%1 at the %2</source>
      <translation>%1 em %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="78" />
      <source>%1, round %2</source>
      <translation>%1, rodada %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="75" />
      <source>%1: nothing built, produced or hired yet.</source>
      <translation>%1: nada construído, produzido ou contratado ainda.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="81" />
      <source>Built: %1</source>
      <translation>Construiu: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="84" />
      <source>Chains: %1</source>
      <translation>Cadeias: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="83" />
      <source>Hired: %1</source>
      <translation>Contratou: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="103" />
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="110" />
      <source>Last round</source>
      <translation>Última rodada</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="82" />
      <source>Produced: %1</source>
      <translation>Produziu: %1</translation>
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
      <translation>%1 — PV: %2 · Moedas: %3 · Mão: %4</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="120" />
      <source>%1: %2 in the market, %3 with your Market Offices</source>
      <translation>%1: %2 no mercado, %3 com seus Escritórios de Mercado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="66" />
      <source>Assistants for hire</source>
      <translation>Assistentes para contratar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="42" />
      <source>Both piles are empty: discard half your hand</source>
      <translation>Os dois montes estão vazios: descarte metade da sua mão</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="112" />
      <source>Click, or press L on the table: their last round</source>
      <translation>Clique, ou aperte L na mesa: a última rodada</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="60" />
      <source>Deck</source>
      <translation>Monte</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="62" />
      <source>Discard</source>
      <translation>Descarte</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="41" />
      <source>End of round: assign assistants</source>
      <translation>Fim da rodada: atribuir assistentes</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="79" />
      <source>Events left: %1</source>
      <translation>Eventos restantes: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="43" />
      <source>Game over</source>
      <translation>Fim de jogo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="86" />
      <source>Goal: %1 %2 (bronze) · %3 silver · %4 gold · now %5</source>
      <translation>Meta: %1 %2 (bronze) · %3 prata · %4 ouro · agora %5</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="81" />
      <source>New buildings</source>
      <translation>Novos edifícios</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="35" />
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="36" />
      <source>Phase I: New cards</source>
      <translation>Fase I: Novas cartas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="37" />
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="38" />
      <source>Phase II: Sunrise</source>
      <translation>Fase II: Nascer do sol</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="39" />
      <source>Phase III: Sunset</source>
      <translation>Fase III: Pôr do sol</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="40" />
      <source>Phase IV: Production and building</source>
      <translation>Fase IV: Produção e construção</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="72" />
      <source>Round %1 · %2</source>
      <translation>Rodada %1 · %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="64" />
      <source>Sunrise</source>
      <translation>Aurora</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="64" />
      <source>Sunset</source>
      <translation>Ocaso</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="77" />
      <source>To build</source>
      <translation>A construir</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="107" />
      <source>VP: the points of the buildings and assistants, and 1 more for every 5 coins. Coins: what the goods on the buildings are worth.</source>
      <translation>PV: os pontos dos edifícios e assistentes, e mais 1 a cada 5 moedas. Moedas: quanto valem os bens sobre os edifícios.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="52" />
      <source>assistants</source>
      <translation>assistentes</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="95" />
      <source>at work</source>
      <translation>trabalhando</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="50" />
      <source>buildings</source>
      <translation>edifícios</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="51" />
      <source>coins</source>
      <translation>moedas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="93" />
      <source>first player</source>
      <translation>primeiro jogador</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="75" />
      <source>last round</source>
      <translation>rodada final</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="49" />
      <source>points</source>
      <translation>pontos</translation>
    </message>
  </context>
  <context>
    <name>TableSpeech</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="100" />
      <source>%1 (button)</source>
      <translation>%1 (botão)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="224" />
      <source>%1 (side %2)</source>
      <translation>%1 (lado %2)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="67" />
      <source>%1 energy in the row</source>
      <translation>Energia %1 na Linha de Energia</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="190" />
      <source>%1 works here.</source>
      <translation>%1 trabalha aqui.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="73" />
      <source>%1's %2</source>
      <translation>edifício %2 de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="69" />
      <source>%1's %2 energy: %3</source>
      <translation>Energia %2 de %1: %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="207" />
      <source>%1's planned building, face down until it is built.</source>
      <translation>Edifício planejado de %1, virado para baixo até ser construído.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="90" />
      <source>%1's worker</source>
      <translation>Trabalhador de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="188" />
      <source>%1's worker works here.</source>
      <translation>O trabalhador de %1 trabalha aqui.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="59" />
      <source>%1, %2</source>
      <translation>%1, %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="157" />
      <source>%1, %2's building</source>
      <translation>%1, edifício de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="161" />
      <source>%1, %2's planned building</source>
      <translation>%1, edifício planejado de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="167" />
      <source>%1, a new building on display</source>
      <translation>%1, um novo edifício à mostra</translation>
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
      <translation>%1, contratado: aguardando um dos seus edifícios</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="153" />
      <source>%1, in %2's hand</source>
      <translation>%1, na mão de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="165" />
      <source>%1, in the sunrise row</source>
      <translation>%1, na linha do nascer do sol</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="164" />
      <source>%1, in the sunset row</source>
      <translation>%1, na linha do pôr do sol</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="152" />
      <source>%1, in your hand</source>
      <translation>%1, na sua mão</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="231" />
      <source>%1, works at %2</source>
      <translation>%1, trabalha no %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="156" />
      <source>%1, your building</source>
      <translation>%1, seu edifício</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="160" />
      <source>%1, your planned building</source>
      <translation>%1, seu edifício planejado</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="303" />
      <source>%n more input(s) missing</source>
      <translation>
        <numerusform>Falta mais %n recurso</numerusform>
        <numerusform>Faltam mais %n recursos</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="282" />
      <source>%n × %1 on %2</source>
      <translation>
        <numerusform>%n × %1 no %2</numerusform>
        <numerusform>%n × %1 no %2</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="289" />
      <source>%n × %1 on it.</source>
      <translation>
        <numerusform>%n × %1 nele.</numerusform>
        <numerusform>%n × %1 nele.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="215" />
      <source>A card in %1's hand, face down.</source>
      <translation>Uma carta na mão de %1, virada para baixo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="214" />
      <source>A card in your hand, face down.</source>
      <translation>Uma carta na sua mão, virada para baixo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="196" />
      <source>A face-down card</source>
      <translation>Uma carta virada para baixo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="64" />
      <source>A level %1 card drawn by %2, face down</source>
      <translation>Uma carta de nível %1 comprada por %2, virada para baixo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="297" />
      <source>Chosen to pay: %1.</source>
      <translation>Escolhidos para pagar: %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="112" />
      <source>Chosen.</source>
      <translation>Escolhido.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="135" />
      <source>Click a card in your hand, or drag it here, to plan it.</source>
      <translation>Clique numa carta da sua mão, ou arraste-a para cá, para planejá-la.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/table/item_actions.py" line="80" />
      <source>Confirm the step</source>
      <translation>Confirmar a etapa</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="170" />
      <source>Discard pile of %n card(s): %1 on top</source>
      <translation>
        <numerusform>Monte de descarte com %n carta: %1 no topo</numerusform>
        <numerusform>Monte de descarte com %n cartas: %1 no topo</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="195" />
      <source>Draw pile: %n card(s)</source>
      <translation>
        <numerusform>Monte de compra: %n carta</numerusform>
        <numerusform>Monte de compra: %n cartas</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="294" />
      <source>Each is worth %1; all of them %2.</source>
      <translation>Cada um vale %1; todos juntos, %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="92" />
      <source>Event: %1</source>
      <translation>Evento: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="216" />
      <source>Face down.</source>
      <translation>Virada para baixo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/table/item_actions.py" line="80" />
      <source>Focus</source>
      <translation>Focar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="307" />
      <source>Input: %1, filled</source>
      <translation>Recurso: %1, preenchido</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="258" />
      <source>It stays home this round: none of your buildings can take it now.</source>
      <translation>Fica em casa nesta rodada: nenhum dos seus edifícios pode recebê-lo agora.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="61" />
      <source>Level %1 deck, %2 cards</source>
      <translation>Baralho de nível %1, %2 cartas</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="306" />
      <source>Missing input: %1</source>
      <translation>Recurso em falta: %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="281" />
      <source>No goods on %1</source>
      <translation>Nenhum bem no %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="291" />
      <source>No goods on it.</source>
      <translation>Nenhum bem nele.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="129" />
      <source>Not available now.</source>
      <translation>Indisponível agora.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="31" />
      <source>On the card, each “5” stands for five goods, each small square for one more, and the number at the right counts them all.</source>
      <translation>Na carta, cada “5” vale cinco bens, cada quadradinho mais um, e o número à direita conta todos.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="211" />
      <source>One of the %n card(s) in %1's hand, face down.</source>
      <translation>
        <numerusform>A única carta na mão de %1, virada para baixo.</numerusform>
        <numerusform>Uma das %n cartas na mão de %1, virada para baixo.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="34" />
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="54" />
      <source>Player %1</source>
      <translation>Jogador %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/table/item_actions.py" line="80" />
      <source>Press</source>
      <translation>Pressionar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/table/item_actions.py" line="88" />
      <source>Put the focus ring on it; a card is shown large.</source>
      <translation>Põe o anel de foco nele; uma carta é mostrada grande.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="131" />
      <source>Space or Enter presses it.</source>
      <translation>Space ou Enter o aciona.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="133" />
      <source>Space presses it.</source>
      <translation>Space o aciona.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/table/accessible.py" line="233" />
      <source>Tab and the arrow keys move the focus ring over the cards, goods and buttons; Space acts on the one in the ring, Enter confirms the step.</source>
      <translation>Tab e as setas movem o anel de foco pelas cartas, bens e botões; Space age sobre o que está no anel, Enter confirma a etapa.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="202" />
      <source>The cards to draw, face down.</source>
      <translation>As cartas a comprar, viradas para baixo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="74" />
      <source>The dispenser: %1 energies</source>
      <translation>O dispensador: %1 energias</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="72" />
      <source>The research, over the display</source>
      <translation>A Pesquisa, sobre a Área de Exibição</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="98" />
      <source>To build: the place for your planned building</source>
      <translation>A construir: o lugar do seu edifício planejado</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/table/item_actions.py" line="87" />
      <source>What Enter does with the focus ring on it: confirm the step.</source>
      <translation>O que Enter faz com o anel de foco nele: confirmar a etapa.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/table/item_actions.py" line="86" />
      <source>What Space does with the focus ring on it: choose it, or press it.</source>
      <translation>O que Space faz com o anel de foco nele: escolhê-lo ou pressioná-lo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="261" />
      <source>Works at %1.</source>
      <translation>Trabalha no %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="114" />
      <source>You can choose it now.</source>
      <translation>Você pode escolher isto agora.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="116" />
      <source>You cannot choose it now.</source>
      <translation>Você não pode escolher isto agora.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="206" />
      <source>Your planned building, face down.</source>
      <translation>Seu edifício planejado, virado para baixo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="89" />
      <source>Your worker</source>
      <translation>Seu trabalhador</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="186" />
      <source>Your worker works here.</source>
      <translation>Seu trabalhador trabalha aqui.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="87" />
      <source>Your worker, at home</source>
      <translation>Seu trabalhador, em casa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="66" />
      <source>a card</source>
      <translation>uma carta</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="46" />
      <source>built by %1</source>
      <translation>construído por %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="41" />
      <source>drawn in the research</source>
      <translation>comprado na Pesquisa</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="272" />
      <source>goods</source>
      <translation>bens</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="44" />
      <source>in %1's file</source>
      <translation>no Arquivo de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="39" />
      <source>in the display</source>
      <translation>na Área de Exibição</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="72" />
      <source>your %1</source>
      <translation>seu edifício %1</translation>
    </message>
  </context>
  <context>
    <name>TableView</name>
    <message>
      <location filename="../../omg_desktop/ui/table/view.py" line="54" />
      <source>Game table</source>
      <translation>Mesa de jogo</translation>
    </message>
  </context>
  <context>
    <name>TextViewerDialog</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/text_viewer.py" line="50" />
      <source>&amp;Close</source>
      <translation>&amp;Fechar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/text_viewer.py" line="47" />
      <source>The file could not be read: %1</source>
      <translation>Não foi possível ler o arquivo: %1</translation>
    </message>
  </context>
  <context>
    <name>TicketToRide</name>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="56" />
      <source> · last round</source>
      <translation> · última rodada</translation>
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
      <translation>%1 (%2, pista %3)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="36" />
      <source>%1 This is your last turn.</source>
      <translation>%1 Este é o seu último turno.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="87" />
      <source>%1 can do nothing and passes.</source>
      <translation>%1 não pode fazer nada e passa.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="83" />
      <source>%1 claims %2 with %3 and scores %n point(s); %4.</source>
      <translation>
        <numerusform>%1 reivindica %2 com %3 e marca %n ponto; %4.</numerusform>
        <numerusform>%1 reivindica %2 com %3 e marca %n pontos; %4.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="141" />
      <source>%1 completed %n ticket(s): %2; failed: %3. Tickets: %4. Score: %5.</source>
      <translation>
        <numerusform>%1 completou %n bilhete: %2; não completou: %3. Bilhetes: %4. Pontuação: %5.</numerusform>
        <numerusform>%1 completou %n bilhetes: %2; não completou: %3. Bilhetes: %4. Pontuação: %5.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="145" />
      <source>%1 completed every ticket, %n in all: %2. Tickets: %3. Score: %4.</source>
      <translation>
        <numerusform>%1 completou o seu bilhete, %n no total: %2. Bilhetes: %3. Pontuação: %4.</numerusform>
        <numerusform>%1 completou todos os bilhetes, %n no total: %2. Bilhetes: %3. Pontuação: %4.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="147" />
      <source>%1 completed none of %n ticket(s): %2. Tickets: %3. Score: %4.</source>
      <translation>
        <numerusform>%1 não completou o seu %n bilhete: %2. Bilhetes: %3. Pontuação: %4.</numerusform>
        <numerusform>%1 não completou nenhum dos %n bilhetes: %2. Bilhetes: %3. Pontuação: %4.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="70" />
      <source>%1 draws %n destination ticket(s).</source>
      <translation>
        <numerusform>%1 compra %n bilhete de destino.</numerusform>
        <numerusform>%1 compra %n bilhetes de destino.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="71" />
      <source>%1 draws %n destination ticket(s): %2.</source>
      <translation>
        <numerusform>%1 compra %n bilhete de destino: %2.</numerusform>
        <numerusform>%1 compra %n bilhetes de destino: %2.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="54" />
      <source>%1 draws a train card from the deck.</source>
      <translation>%1 compra uma carta de trem do monte.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="55" />
      <source>%1 draws a train card from the deck: %2.</source>
      <translation>%1 compra uma carta de trem do monte: %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="89" />
      <source>%1 ends their turn.</source>
      <translation>%1 encerra o turno.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="168" />
      <source>%1 has the longest continuous path, %n train(s) long, and the bonus: %2. Each player's longest path: %3.</source>
      <translation>
        <numerusform>%1 tem o caminho contínuo mais longo, de %n vagão, e o bônus: %2. O caminho mais longo de cada jogador: %3.</numerusform>
        <numerusform>%1 tem o caminho contínuo mais longo, de %n vagões, e o bônus: %2. O caminho mais longo de cada jogador: %3.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="138" />
      <source>%1 holds no ticket. Score: %2.</source>
      <translation>%1 não tem bilhetes. Pontuação: %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="91" />
      <source>%1 is down to their last trains: everyone, %1 included, plays one last turn.</source>
      <translation>%1 está com os últimos vagões: todos, inclusive %1, jogam um último turno.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="76" />
      <source>%1 is drawn to play first; everyone chooses their tickets in turn.</source>
      <translation>%1 é sorteado para jogar primeiro; cada um escolhe seus bilhetes na sua vez.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="107" />
      <source>%1 keeps %n ticket(s) and returns %2 to the bottom of the deck.</source>
      <translation>
        <numerusform>%1 fica com %n bilhete e devolve %2 ao fundo do monte.</numerusform>
        <numerusform>%1 fica com %n bilhetes e devolve %2 ao fundo do monte.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="112" />
      <source>%1 keeps %n ticket(s), %2, and returns %3 to the bottom of the deck.</source>
      <translation>
        <numerusform>%1 fica com %n bilhete, %2, e devolve %3 ao fundo do monte.</numerusform>
        <numerusform>%1 fica com %n bilhetes, %2, e devolve %3 ao fundo do monte.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="109" />
      <source>%1 keeps all %n ticket(s).</source>
      <translation>
        <numerusform>%1 fica com o %n bilhete.</numerusform>
        <numerusform>%1 fica com todos os %n bilhetes.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="114" />
      <source>%1 keeps all %n ticket(s): %2.</source>
      <translation>
        <numerusform>%1 fica com o %n bilhete: %2.</numerusform>
        <numerusform>%1 fica com todos os %n bilhetes: %2.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="126" />
      <source>%1 points</source>
      <comment>a score below zero: −12 points</comment>
      <translation>%1 pontos</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="172" />
      <source>%1 share the longest continuous path, %n train(s) long, and the bonus: %2 each. Each player's longest path: %3.</source>
      <translation>
        <numerusform>%1 dividem o caminho contínuo mais longo, de %n vagão, e o bônus: %2 cada um. O caminho mais longo de cada jogador: %3.</numerusform>
        <numerusform>%1 dividem o caminho contínuo mais longo, de %n vagões, e o bônus: %2 cada um. O caminho mais longo de cada jogador: %3.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="60" />
      <source>%1 takes the face-up card in place %2: %3.</source>
      <translation>%1 pega a carta virada para cima na posição %2: %3.</translation>
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
      <translation>Bilhete de destino de %1, virado para baixo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="84" />
      <source>%1's token</source>
      <translation>Marcador de %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="78" />
      <source>%1, city</source>
      <translation>%1, cidade</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="115" />
      <source>%1, claimed by %2</source>
      <translation>%1, reivindicada por %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="117" />
      <source>%1, closed (the other lane is taken)</source>
      <translation>%1, fechada (a outra pista foi tomada)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="113" />
      <source>%1, one lane of a double route</source>
      <translation>%1, uma pista de rota dupla</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="118" />
      <source>%1, open</source>
      <translation>%1, livre</translation>
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
        <numerusform>%1: %n espaço %2</numerusform>
        <numerusform>%1: %n espaços %2</numerusform>
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
        <numerusform>%n ponto</numerusform>
        <numerusform>%n pontos</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="161" />
      <source>%n space(s)</source>
      <translation>
        <numerusform>%n espaço</numerusform>
        <numerusform>%n espaços</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="141" />
      <source>%n ticket(s)</source>
      <translation>
        <numerusform>%n bilhete</numerusform>
        <numerusform>%n bilhetes</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="136" />
      <source>%n train card(s)</source>
      <translation>
        <numerusform>%n carta de trem</numerusform>
        <numerusform>%n cartas de trem</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="146" />
      <source>%n train(s)</source>
      <translation>
        <numerusform>%n vagão</numerusform>
        <numerusform>%n vagões</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="151" />
      <source>%n train(s) left</source>
      <translation>
        <numerusform>resta %n vagão</numerusform>
        <numerusform>restam %n vagões</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="176" />
      <source>&amp;Ask before placing trains</source>
      <translation>&amp;Perguntar antes de colocar vagões</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="167" />
      <source>&amp;Cancel</source>
      <translation>&amp;Cancelar</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="169" />
      <source>&amp;Keep</source>
      <translation>&amp;Manter</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="498" />
      <source>&amp;Keep %1 of %2</source>
      <translation>&amp;Manter %1 de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="164" />
      <source>&amp;Place the trains</source>
      <translation>Colocar os &amp;vagões</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="40" />
      <source>+ %n more ticket(s) (point here)</source>
      <translation>
        <numerusform>+ %n bilhete a mais (aponte aqui)</numerusform>
        <numerusform>+ %n bilhetes a mais (aponte aqui)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="157" />
      <source>+ Locomotive</source>
      <translation>+ Locomotiva</translation>
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
      <translation>Uma carta é virada para cima na posição %1: %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="139" />
      <source>A face-up %1 is taken alone: it is the whole draw.</source>
      <translation>Uma carta %1 virada para cima é pega sozinha: é a compra inteira.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="463" />
      <source>A face-up %1 is taken only as the first card of a draw.</source>
      <translation>Uma carta %1 virada para cima só pode ser pega como a primeira carta da compra.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="83" />
      <source>A turn: draw two train cards, or claim one route, or draw destination tickets.</source>
      <translation>Um turno: comprar duas cartas de trem, ou reivindicar uma rota, ou comprar bilhetes de destino.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="95" />
      <source>Another player has claimed this route: its trains are in their colour.</source>
      <translation>Outro jogador já reivindicou esta rota: os trens estão na cor dele.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="178" />
      <source>Ask before placing trains</source>
      <translation>Perguntar antes de colocar vagões</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="30" />
      <source>Black</source>
      <translation>Preto</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="27" />
      <source>Blue</source>
      <translation>Azul</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="75" />
      <source>Cards and tickets in hand are secret: only their number is shown.</source>
      <translation>As cartas e os bilhetes na mão são secretos: só o número deles aparece.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="45" />
      <source>Choose the destination tickets to keep: at least %n of the %1 dealt to you.</source>
      <translation>
        <numerusform>Escolha os bilhetes de destino que vai manter: pelo menos %n dos %1 que recebeu.</numerusform>
        <numerusform>Escolha os bilhetes de destino que vai manter: pelo menos %n dos %1 que recebeu.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="47" />
      <source>Choose the destination tickets to keep: at least %n of the %1 drawn.</source>
      <translation>
        <numerusform>Escolha os bilhetes de destino que vai manter: pelo menos %n dos %1 comprados.</numerusform>
        <numerusform>Escolha os bilhetes de destino que vai manter: pelo menos %n dos %1 comprados.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="36" />
      <source>Claim %1 with %2.</source>
      <translation>Reivindique %1 com %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="475" />
      <source>Claim %1 with %2? Place the trains (Enter) or Cancel (Esc).</source>
      <translation>Reivindicar %1 com %2? Coloque os vagões (Enter) ou cancele (Esc).</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="148" />
      <source>Claimed with %1 %2 cards: %n point(s).</source>
      <translation>
        <numerusform>Reivindicada com %1 cartas %2: %n ponto.</numerusform>
        <numerusform>Reivindicada com %1 cartas %2: %n pontos.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="146" />
      <source>Claimed with %1 cards of any one colour: %n point(s).</source>
      <translation>
        <numerusform>Reivindicada com %1 cartas de uma mesma cor qualquer: %n ponto.</numerusform>
        <numerusform>Reivindicada com %1 cartas de uma mesma cor qualquer: %n pontos.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="94" />
      <source>Destination ticket deck, %n ticket(s)</source>
      <translation>
        <numerusform>Monte de bilhetes de destino, %n bilhete</numerusform>
        <numerusform>Monte de bilhetes de destino, %n bilhetes</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="80" />
      <source>Done: your routes join its two cities.</source>
      <translation>Completo: suas rotas ligam as duas cidades.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="78" />
      <source>Draw destination tickets: your tickets are made or out of reach, and you have trains enough to make new ones.</source>
      <translation>Compre bilhetes de destino: os seus bilhetes estão completos ou fora de alcance, e você tem vagões suficientes para completar outros.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="94" />
      <source>Draw from the deck: no card your plan needs lies face up.</source>
      <translation>Compre do monte: nenhuma carta de que o seu plano precisa está virada para cima.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="78" />
      <source>Every player has chosen their tickets: %1 begins.</source>
      <translation>Todos escolheram seus bilhetes: %1 começa.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="90" />
      <source>Face-up card in place %1: %2</source>
      <translation>Carta virada para cima na posição %1: %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="89" />
      <source>Face-up place %1, empty</source>
      <translation>Posição %1 virada para cima, vazia</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="26" />
      <source>Green</source>
      <translation>Verde</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="31" />
      <source>Grey</source>
      <translation>Cinza</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="63" />
      <source>It lies on the way of %1.</source>
      <translation>Ela está no caminho de %1.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="73" />
      <source>It scores %n point(s) in your last turn.</source>
      <translation>
        <numerusform>Ela marca %n ponto no seu último turno.</numerusform>
        <numerusform>Ela marca %n pontos no seu último turno.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="75" />
      <source>It scores %n point(s): your tickets need nothing more.</source>
      <translation>
        <numerusform>Ela marca %n ponto: os seus bilhetes não precisam de mais nada.</numerusform>
        <numerusform>Ela marca %n pontos: os seus bilhetes não precisam de mais nada.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="110" />
      <source>It takes %1 %2 cards (%3 cards count as any); you hold %4.</source>
      <translation>São precisas %1 cartas %2 (as cartas %3 valem por qualquer cor); você tem %4.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="108" />
      <source>It takes %1 cards of one colour (%2 cards count as any); your best is %3.</source>
      <translation>São precisas %1 cartas de uma mesma cor (as cartas %2 valem por qualquer cor); o seu máximo é %3.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="103" />
      <source>It takes %1 trains; you have %2 left.</source>
      <translation>São precisos %1 vagões; restam %2.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="68" />
      <source>It would join two parts of another player's network: taking it blocks them.</source>
      <translation>Ela uniria duas partes da rede de outro jogador: tomá-la o bloqueia.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="51" />
      <source>Keep %1: %n point(s) your routes can join in the turns left.</source>
      <translation>
        <numerusform>Fique com %1: %n ponto que as suas rotas podem ligar nos turnos que restam.</numerusform>
        <numerusform>Fique com %1: %n pontos que as suas rotas podem ligar nos turnos que restam.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="53" />
      <source>Keep %1: the least at risk, as no choice fits the turns left.</source>
      <translation>Fique com %1: o menor risco, pois nenhuma escolha cabe nos turnos que restam.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="419" />
      <source>Keep at least %n of the tickets drawn.</source>
      <translation>
        <numerusform>Fique com pelo menos %n dos bilhetes comprados.</numerusform>
        <numerusform>Fique com pelo menos %n dos bilhetes comprados.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="22" />
      <source>Locomotive</source>
      <translation>Locomotiva</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="26" />
      <source>Longest path (spaces)</source>
      <translation>Caminho mais longo (espaços)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="21" />
      <source>Longest path bonus</source>
      <translation>Bônus do caminho mais longo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="467" />
      <source>No destination ticket is left.</source>
      <translation>Não resta nenhum bilhete de destino.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="175" />
      <source>Nobody has claimed a route: no bonus for the longest path.</source>
      <translation>Ninguém reivindicou uma rota: não há bônus de caminho mais longo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="81" />
      <source>Open: your routes do not join its two cities yet.</source>
      <translation>Aberto: suas rotas ainda não ligam as duas cidades.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="24" />
      <source>Orange</source>
      <translation>Laranja</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="59" />
      <source>Others may take it first, and it lies on the way of %1.</source>
      <translation>Outros podem tomá-la antes, e ela está no caminho de %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="61" />
      <source>Others may take it first, and your plan needs it.</source>
      <translation>Outros podem tomá-la antes, e o seu plano precisa dela.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="99" />
      <source>Pass: there is nothing else you can do.</source>
      <translation>Passe: não há mais nada que você possa fazer.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="559" />
      <source>Pay with %1</source>
      <translation>Pagar com %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="28" />
      <source>Pink</source>
      <translation>Roxo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="51" />
      <source>Player %1</source>
      <translation>Jogador %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="67" />
      <source>Points so far: the routes claimed. At the end each ticket adds its points when its cities are joined and takes them off when not, and the longest continuous path earns its bonus.</source>
      <translation>Pontos até agora: as rotas reivindicadas. No fim, cada bilhete soma os seus pontos quando as suas cidades estão ligadas e os subtrai quando não estão, e o caminho contínuo mais longo ganha o seu bônus.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="23" />
      <source>Red</source>
      <translation>Vermelho</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="220" />
      <source>Round %1</source>
      <translation>Rodada %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="219" />
      <source>Round %1 (the last turns)</source>
      <translation>Rodada %1 (os últimos turnos)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="55" />
      <source>Round %1 · %2's turn</source>
      <translation>Rodada %1 · vez de %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="18" />
      <source>Routes</source>
      <translation>Rotas</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="47" />
      <source>Routes of %n space(s)</source>
      <translation>
        <numerusform>Rotas de %n espaço</numerusform>
        <numerusform>Rotas de %n espaços</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="217" />
      <source>Set-up</source>
      <translation>Preparação</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="56" />
      <source>Several players have the same points: the most tickets completed wins, then the longest path.</source>
      <translation>Vários jogadores têm os mesmos pontos: vence quem completou mais bilhetes e depois quem tem o caminho mais longo.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="99" />
      <source>Something happened (%1).</source>
      <translation>Algo aconteceu (%1).</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="85" />
      <source>Take the face-up %1 in place %2: a route of your plan lacks just one card.</source>
      <translation>Pegue a carta %1 virada para cima na posição %2: falta só uma carta a uma rota do seu plano.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="88" />
      <source>Take the face-up %1 in place %2: the colour you hold most, towards a long route.</source>
      <translation>Pegue a carta %1 virada para cima na posição %2: a cor que você mais tem, para uma rota longa.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="96" />
      <source>Take the face-up %1 in place %2: the deck is empty.</source>
      <translation>Pegue a carta %1 virada para cima na posição %2: o monte está vazio.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="81" />
      <source>Take the face-up %1 in place %2: your routes still lack %n of it.</source>
      <translation>
        <numerusform>Pegue a carta %1 virada para cima na posição %2: ainda falta %n dessa cor às suas rotas.</numerusform>
        <numerusform>Pegue a carta %1 virada para cima na posição %2: ainda faltam %n dessa cor às suas rotas.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="92" />
      <source>Take your second card from the deck: no card your plan needs lies face up.</source>
      <translation>Compre a segunda carta do monte: nenhuma carta de que o seu plano precisa está virada para cima.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="456" />
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="466" />
      <source>Take your second train card first.</source>
      <translation>Pegue primeiro a sua segunda carta de trem.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="53" />
      <source>Take your second train card: from the deck, or face up but not a %1.</source>
      <translation>Pegue a segunda carta de trem: do monte ou virada para cima, mas não uma carta %1.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="469" />
      <source>The deck and the discards are empty.</source>
      <translation>O monte e o descarte estão vazios.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="49" />
      <source>The destination tickets are shuffled: a deck of %n.</source>
      <translation>
        <numerusform>Os bilhetes de destino são embaralhados: um monte de %n.</numerusform>
        <numerusform>Os bilhetes de destino são embaralhados: um monte de %n.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="65" />
      <source>The face-up cards show %n %1 card(s): they are all discarded and new ones are laid out.</source>
      <translation>
        <numerusform>As cartas viradas para cima mostram %n %1: todas são descartadas e outras são viradas.</numerusform>
        <numerusform>As cartas viradas para cima mostram %n %1s: todas são descartadas e outras são viradas.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="49" />
      <source>The game is over</source>
      <translation>O jogo acabou</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="183" />
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="24" />
      <source>The game is over.</source>
      <translation>O jogo acabou.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="189" />
      <source>The game is over: %1 share the win with %2 each. Final scores: %3.</source>
      <translation>O jogo acabou: %1 dividem a vitória com %2 cada um. Pontuação final: %3.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="187" />
      <source>The game is over: %1 wins with %2. Final scores: %3.</source>
      <translation>O jogo acabou: %1 vence com %2. Pontuação final: %3.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="82" />
      <source>The map</source>
      <translation>O mapa</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="50" />
      <source>The train cards are shuffled: a deck of %n.</source>
      <translation>
        <numerusform>As cartas de trem são embaralhadas: um monte de %n.</numerusform>
        <numerusform>As cartas de trem são embaralhadas: um monte de %n.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="54" />
      <source>They have the same points, the same number of tickets completed and the same longest path: they share the win.</source>
      <translation>Eles têm os mesmos pontos, o mesmo número de bilhetes completos e o mesmo caminho mais longo: dividem a vitória.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="129" />
      <source>Ticket %1, completed</source>
      <translation>Bilhete %1, completo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="130" />
      <source>Ticket %1, not completed yet</source>
      <translation>Bilhete %1, ainda não completo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="103" />
      <source>Ticket offered: %1, chosen to keep</source>
      <translation>Bilhete oferecido: %1, escolhido para manter</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="104" />
      <source>Ticket offered: %1, not chosen</source>
      <translation>Bilhete oferecido: %1, não escolhido</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="45" />
      <source>Ticket to Ride</source>
      <translation>Ticket to Ride</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="19" />
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="24" />
      <source>Tickets completed</source>
      <translation>Bilhetes completos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="20" />
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="25" />
      <source>Tickets failed</source>
      <translation>Bilhetes não completos</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="53" />
      <source>Tickets to keep · %1 chooses</source>
      <translation>Bilhetes a manter · %1 escolhe</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="92" />
      <source>Train card deck, %n card(s)</source>
      <translation>
        <numerusform>Monte de cartas de trem, %n carta</numerusform>
        <numerusform>Monte de cartas de trem, %n cartas</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="22" />
      <source>Waiting for %1 to take the seat…</source>
      <translation>Esperando %1 sentar-se…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="26" />
      <source>Waiting for %1…</source>
      <translation>Esperando %1…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="29" />
      <source>White</source>
      <translation>Branco</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="99" />
      <source>With fewer than %1 players only one lane of a double route is used.</source>
      <translation>Com menos de %1 jogadores, só uma pista de cada rota dupla é usada.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="25" />
      <source>Yellow</source>
      <translation>Amarelo</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="31" />
      <source>You can do nothing this turn: pass.</source>
      <translation>Você não pode fazer nada neste turno: passe.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="94" />
      <source>You have claimed this route.</source>
      <translation>Você já reivindicou esta rota.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="98" />
      <source>You hold the other lane of this double route: a player never claims both.</source>
      <translation>Você já tem a outra pista desta rota dupla: um jogador nunca reivindica as duas.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="97" />
      <source>Your %1 cards: %n</source>
      <translation>
        <numerusform>Suas cartas %1: %n</numerusform>
        <numerusform>Suas cartas %1: %n</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="65" />
      <source>Your plan needs it, and losing it would cost most.</source>
      <translation>O seu plano precisa dela, e perdê-la custaria mais que qualquer outra.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="34" />
      <source>Your tickets (%1)</source>
      <translation>Seus bilhetes (%1)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="69" />
      <source>Your turn: claim a route or draw destination tickets.</source>
      <translation>Sua vez: reivindique uma rota ou compre bilhetes de destino.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="71" />
      <source>Your turn: claim a route.</source>
      <translation>Sua vez: reivindique uma rota.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="73" />
      <source>Your turn: draw destination tickets.</source>
      <translation>Sua vez: compre bilhetes de destino.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="65" />
      <source>Your turn: draw train cards or claim a route.</source>
      <translation>Sua vez: compre cartas de trem ou reivindique uma rota.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="67" />
      <source>Your turn: draw train cards or destination tickets.</source>
      <translation>Sua vez: compre cartas de trem ou bilhetes de destino.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="63" />
      <source>Your turn: draw train cards, claim a route or draw destination tickets.</source>
      <translation>Sua vez: compre cartas de trem, reivindique uma rota ou compre bilhetes de destino.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="74" />
      <source>Your turn: draw train cards.</source>
      <translation>Sua vez: compre cartas de trem.</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="156" />
      <source>− Locomotive</source>
      <translation>− Locomotiva</translation>
    </message>
  </context>
  <context>
    <name>Obsolete</name>
    <message>
      <source>A box of tabletop games: Oh My Goods! (Big Box) and Gizmos.</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">Uma caixa de jogos de mesa: Oh My Goods! (Big Box) e Gizmos.</translation>
    </message>
    <message>
      <source>A box of tabletop games: Oh My Goods! (Big Box), Gizmos and Kingdom Builder.</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">Uma caixa de jogos de mesa: Oh My Goods! (Big Box), Gizmos e Kingdom Builder.</translation>
    </message>
    <message>
      <source>A desktop edition of the card game Oh My Goods! (Big Box).</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">Uma edição para computador do jogo de cartas Oh My Goods! (Big Box).</translation>
    </message>
    <message>
      <source>About omg-desktop</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">Sobre o omg-desktop</translation>
    </message>
    <message>
      <source>Oh My Goods! is a game by Alexander Pfister. Card names, numbers and rules are facts of the published game; all art and text here are original.</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">Oh My Goods! é um jogo de Alexander Pfister. Nomes de cartas, números e regras são fatos do jogo publicado; toda a arte e todos os textos aqui são originais.</translation>
    </message>
    <message>
      <source>Oh My Goods! is a game by Alexander Pfister. Card names, numbers and rules are facts of the published game; all art and text here are original. Not an official product.</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">Oh My Goods! é um jogo de Alexander Pfister. Nomes de cartas, números e regras são fatos do jogo publicado; toda a arte e todos os textos aqui são originais. Não é um produto oficial.</translation>
    </message>
    <message>
      <source>Oh My Goods! is a game by Alexander Pfister; Gizmos is a game by Phil Walker-Harding. Card names, numbers and rules are facts of the published games; all art and text here are original.</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">Oh My Goods! é um jogo de Alexander Pfister; Gizmos é um jogo de Phil Walker-Harding. Nomes de cartas, números e regras são fatos dos jogos publicados; toda a arte e todos os textos aqui são originais.</translation>
    </message>
    <message>
      <source>Oh My Goods! is a game by Alexander Pfister; Gizmos is a game by Phil Walker-Harding; Kingdom Builder is a game by Donald X. Vaccarino. Names, numbers and rules are facts of the published games; all art and text here are original.</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">Oh My Goods! é um jogo de Alexander Pfister; Gizmos é um jogo de Phil Walker-Harding; Kingdom Builder é um jogo de Donald X. Vaccarino. Nomes, números e regras são fatos dos jogos publicados; toda a arte e todos os textos aqui são originais.</translation>
    </message>
    <message>
      <source>omg-desktop</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">omg-desktop</translation>
    </message>
    <message>
      <source>%1 (%2 coins)</source>
      <comment>CampaignDialog|Panel|</comment>
      <translation type="vanished">%1 (%2 moedas)</translation>
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
      <translation type="vanished">%1 × (%2) rende %3 %4 (%5 moedas)</translation>
    </message>
    <message>
      <source>%1 × (%2) gives %3 %4 (%5 coins)</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">%1 × (%2) rende %3 %4 (%5 moedas)</translation>
    </message>
    <message>
      <source>%1 × (%2) gives %3 %4 (%5 coins)</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">%1 × (%2) rende %3 %4 (%5 moedas)</translation>
    </message>
    <message>
      <source>&amp;Hire</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Co&amp;ntratar</translation>
    </message>
    <message>
      <source>&amp;Hire</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Co&amp;ntratar</translation>
    </message>
    <message>
      <source>&amp;Hire</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Co&amp;ntratar</translation>
    </message>
    <message>
      <source>&amp;Rename</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|SlotsDialog|</comment>
      <translation type="vanished">&amp;Renomear</translation>
    </message>
    <message>
      <source>&amp;Rename</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|SlotsDialog|</comment>
      <translation type="vanished">&amp;Renomear</translation>
    </message>
    <message>
      <source>&amp;Rename</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|SlotsDialog|</comment>
      <translation type="vanished">&amp;Renomear</translation>
    </message>
    <message>
      <source>&amp;Run chain</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">&amp;Acionar cadeia</translation>
    </message>
    <message>
      <source>&amp;Run chain</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">&amp;Acionar cadeia</translation>
    </message>
    <message>
      <source>&amp;Run chain</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">&amp;Acionar cadeia</translation>
    </message>
    <message>
      <source>1 coin</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CardArt|</comment>
      <translation type="vanished">1 moeda</translation>
    </message>
    <message>
      <source>1 coin</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CardArt|</comment>
      <translation type="vanished">1 moeda</translation>
    </message>
    <message>
      <source>1 coin</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CardArt|</comment>
      <translation type="vanished">1 moeda</translation>
    </message>
    <message>
      <source>Campaign %1 — %2</source>
      <comment>CampaignDialog|</comment>
      <translation type="vanished">Campanha %1 — %2</translation>
    </message>
    <message>
      <source>Campaign %1 — %2</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">Campanha %1 — %2</translation>
    </message>
    <message>
      <source>Campaign %1 — %2</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">Campanha %1 — %2</translation>
    </message>
    <message>
      <source>Campaign %1 — %2</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">Campanha %1 — %2</translation>
    </message>
    <message>
      <source>Campaign %1 — %2, %3</source>
      <comment>CampaignDialog|</comment>
      <translation type="vanished">Campanha %1 — %2, %3</translation>
    </message>
    <message>
      <source>Campaign %1 — %2, %3</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">Campanha %1 — %2, %3</translation>
    </message>
    <message>
      <source>Campaign %1 — %2, %3</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">Campanha %1 — %2, %3</translation>
    </message>
    <message>
      <source>Campaign %1 — %2, %3</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">Campanha %1 — %2, %3</translation>
    </message>
    <message>
      <source>Campaign %1 — cannot be read</source>
      <comment>CampaignDialog|</comment>
      <translation type="vanished">Campanha %1 — não pode ser lida</translation>
    </message>
    <message>
      <source>Campaign %1 — cannot be read</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">Campanha %1 — não pode ser lida</translation>
    </message>
    <message>
      <source>Campaign %1 — cannot be read</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">Campanha %1 — não pode ser lida</translation>
    </message>
    <message>
      <source>Campaign %1 — cannot be read</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">Campanha %1 — não pode ser lida</translation>
    </message>
    <message>
      <source>Click: pay with one more of these goods; once all are chosen, a click takes them back.</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Clique: pagar com mais um destes bens; quando todos estiverem escolhidos, um clique os devolve.</translation>
    </message>
    <message>
      <source>Click: pay with one more of these goods; once all are chosen, a click takes them back.</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Clique: pagar com mais um destes bens; quando todos estiverem escolhidos, um clique os devolve.</translation>
    </message>
    <message>
      <source>Click: pay with one more of these goods; once all are chosen, a click takes them back.</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Clique: pagar com mais um destes bens; quando todos estiverem escolhidos, um clique os devolve.</translation>
    </message>
    <message>
      <source>Confirm the current choice</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">Confirmar a escolha atual</translation>
    </message>
    <message>
      <source>Confirm the current choice</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">Confirmar a escolha atual</translation>
    </message>
    <message>
      <source>Confirm the current choice</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">Confirmar a escolha atual</translation>
    </message>
    <message>
      <source>Confirm the current step, wherever the focus is</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">Confirmar a etapa atual, onde quer que esteja o foco</translation>
    </message>
    <message>
      <source>Confirm the current step, wherever the focus is</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">Confirmar a etapa atual, onde quer que esteja o foco</translation>
    </message>
    <message>
      <source>Confirm the current step, wherever the focus is</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">Confirmar a etapa atual, onde quer que esteja o foco</translation>
    </message>
    <message>
      <source>Discard (%1)</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Table|</comment>
      <translation type="vanished">Descarte (%1)</translation>
    </message>
    <message>
      <source>Discard (%1)</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Table|</comment>
      <translation type="vanished">Descarte (%1)</translation>
    </message>
    <message>
      <source>Discard (%1)</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Table|</comment>
      <translation type="vanished">Descarte (%1)</translation>
    </message>
    <message>
      <source>Each card you discard serves this building only. The cheapest choice comes first.</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Cada carta que você descarta serve só para este edifício. A opção mais barata vem primeiro.</translation>
    </message>
    <message>
      <source>Each card you discard serves this building only. The cheapest choice comes first.</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Cada carta que você descarta serve só para este edifício. A opção mais barata vem primeiro.</translation>
    </message>
    <message>
      <source>Each card you discard serves this building only. The cheapest choice comes first.</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Cada carta que você descarta serve só para este edifício. A opção mais barata vem primeiro.</translation>
    </message>
    <message>
      <source>Move an assistant (2 coins each):</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Mover um assistente (2 moedas cada vez):</translation>
    </message>
    <message>
      <source>Move an assistant (2 coins each):</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Mover um assistente (2 moedas cada vez):</translation>
    </message>
    <message>
      <source>Move an assistant (2 coins each):</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Mover um assistente (2 moedas cada vez):</translation>
    </message>
    <message>
      <source>Move between the controls of the panel</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">Mover entre os controles do painel</translation>
    </message>
    <message>
      <source>Move between the controls of the panel</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">Mover entre os controles do painel</translation>
    </message>
    <message>
      <source>Move between the controls of the panel</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">Mover entre os controles do painel</translation>
    </message>
    <message>
      <source>Paying exactly %1 coins</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Pagando exatamente %1 moedas</translation>
    </message>
    <message>
      <source>Paying exactly %1 coins</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Pagando exatamente %1 moedas</translation>
    </message>
    <message>
      <source>Paying exactly %1 coins</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">Pagando exatamente %1 moedas</translation>
    </message>
    <message>
      <source>nothing answers at %1: check the address, and that the host's table is open</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">nada responde em %1: confira o endereço e se a mesa de quem hospeda está aberta</translation>
    </message>
    <message>
      <source>1 coin</source>
      <comment>CardArt|</comment>
      <translation type="vanished">1 moeda</translation>
    </message>
    <message>
      <source>&amp;Learn to play</source>
      <comment>Coach|</comment>
      <translation type="vanished">&amp;Aprender a jogar</translation>
    </message>
    <message>
      <source>&amp;Not now</source>
      <comment>Coach|</comment>
      <translation type="vanished">A&amp;gora não</translation>
    </message>
    <message>
      <source>New to the game? Play a guided first game: a coach shows you every rule as you play (about %1 minutes). You can leave at any time and go on later from Help ▸ Learn to play.</source>
      <comment>Coach|</comment>
      <translation type="vanished">Primeira vez no jogo? Jogue uma primeira partida guiada: um treinador mostra cada regra enquanto você joga (cerca de %1 minutos). Você pode sair quando quiser e continuar depois em Ajuda ▸ Aprender a jogar.</translation>
    </message>
    <message>
      <source>Not quite: try what I pointed at. If you are stuck, Skip this step makes the move for you.</source>
      <comment>Coach|</comment>
      <translation type="vanished">Ainda não: tente o que eu indiquei. Se estiver sem saída, Pular este passo faz a jogada por você.</translation>
    </message>
    <message>
      <source>Skip this s&amp;tep</source>
      <comment>Coach|</comment>
      <translation type="vanished">P&amp;ular este passo</translation>
    </message>
    <message>
      <source> (%1 of level III)</source>
      <comment>Gizmos|</comment>
      <translation type="vanished"> (%1 de nível III)</translation>
    </message>
    <message>
      <source>%1, with %2</source>
      <comment>Gizmos|</comment>
      <translation type="vanished">%1, com %2</translation>
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
      <translation type="vanished">Construir do Arquivo</translation>
    </message>
    <message>
      <source>Points: those printed on the built gizmos, the victory point tokens, and the end-of-game upgrades' bonus.</source>
      <comment>Gizmos|</comment>
      <translation type="vanished">Pontos: os impressos nos Gizmos construídos, as fichas de pontos de vitória e o bônus das Atualizações de fim de jogo.</translation>
    </message>
    <message>
      <source>costs %1 (%2), %3</source>
      <comment>Gizmos|</comment>
      <translation type="vanished">custa %1 de cor %2, %3</translation>
    </message>
    <message>
      <source>%1 comes into the display.</source>
      <comment>GizmosLog|</comment>
      <translation type="vanished">Entra na Área de Exibição %1.</translation>
    </message>
    <message>
      <source>%1 builds at %2 with the %3.</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">%1 constrói na %2 com a peça %3.</translation>
    </message>
    <message>
      <source>%1 builds at %2.</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">%1 constrói na %2.</translation>
    </message>
    <message>
      <source>Gold</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">Ouro</translation>
    </message>
    <message>
      <source>Gold from the cards</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">Ouro das cartas</translation>
    </message>
    <message>
      <source>Location tiles taken</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">Peças de local obtidas</translation>
    </message>
    <message>
      <source>Location tiles used</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">Peças de local usadas</translation>
    </message>
    <message>
      <source>Settlements moved</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">Vilas movidas</translation>
    </message>
    <message>
      <source>Water: only the Harbor moves a settlement onto water.</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">Água: só a peça Porto move uma vila para a água.</translation>
    </message>
    <message>
      <source>&amp;About Oh My Goods!</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">&amp;Sobre Oh My Goods!</translation>
    </message>
    <message>
      <source>Confirm the current choice</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">Confirmar a escolha atual</translation>
    </message>
    <message>
      <source>Confirm the current step, wherever the focus is</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">Confirmar a etapa atual, onde quer que esteja o foco</translation>
    </message>
    <message>
      <source>Move between the controls of the panel</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">Mover entre os controles do painel</translation>
    </message>
    <message>
      <source>Oh My Goods!</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">Oh My Goods!</translation>
    </message>
    <message>
      <source>Press the focused button; elsewhere, confirm the current step</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">Pressiona o botão em foco; fora dele, confirma a etapa atual</translation>
    </message>
    <message>
      <source>The next game replaces it in the autosave: save it to a slot first (Game ▸ Save game) to keep it.</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">A próxima partida a substitui no salvamento automático: para guardá-la, salve-a antes num espaço (Jogo ▸ Salvar partida).</translation>
    </message>
    <message>
      <source>nothing answers at %1: check the address, and that the host's table is open</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">nada responde em %1: confira o endereço e se a mesa de quem hospeda está aberta</translation>
    </message>
    <message>
      <source>&amp;Not now</source>
      <comment>Network|</comment>
      <translation type="vanished">&amp;Agora não</translation>
    </message>
    <message>
      <source>Take your seat back?</source>
      <comment>Network|</comment>
      <translation type="vanished">Retomar seu lugar?</translation>
    </message>
    <message>
      <source>Human</source>
      <comment>NewGameDialog|</comment>
      <translation type="vanished">Humano</translation>
    </message>
    <message>
      <source>Normal plans its worker and its buildings together and counts cards in points.</source>
      <comment>NewGameDialog|</comment>
      <translation type="vanished">Normal planeja o trabalhador e os edifícios juntos e conta as cartas em pontos.</translation>
    </message>
    <message>
      <source>%1 (%2 coins)</source>
      <comment>Panel|</comment>
      <translation type="vanished">%1 (%2 moedas)</translation>
    </message>
    <message>
      <source>%1 × (%2) gives %3 %4 (%5 coins)</source>
      <comment>Panel|</comment>
      <translation type="vanished">%1 × (%2) rende %3 %4 (%5 moedas)</translation>
    </message>
    <message>
      <source>&amp;Hire</source>
      <comment>Panel|</comment>
      <translation type="vanished">Co&amp;ntratar</translation>
    </message>
    <message>
      <source>&amp;Run chain</source>
      <comment>Panel|</comment>
      <translation type="vanished">&amp;Acionar cadeia</translation>
    </message>
    <message>
      <source>Click: pay with one more of these goods; once all are chosen, a click takes them back.</source>
      <comment>Panel|</comment>
      <translation type="vanished">Clique: pagar com mais um destes bens; quando todos estiverem escolhidos, um clique os devolve.</translation>
    </message>
    <message>
      <source>Each card you discard serves this building only. The cheapest choice comes first.</source>
      <comment>Panel|</comment>
      <translation type="vanished">Cada carta que você descarta serve só para este edifício. A opção mais barata vem primeiro.</translation>
    </message>
    <message>
      <source>Move an assistant (2 coins each):</source>
      <comment>Panel|</comment>
      <translation type="vanished">Mover um assistente (2 moedas cada vez):</translation>
    </message>
    <message>
      <source>Paying exactly %1 coins</source>
      <comment>Panel|</comment>
      <translation type="vanished">Pagando exatamente %1 moedas</translation>
    </message>
    <message>
      <source>&amp;Rename</source>
      <comment>SlotsDialog|</comment>
      <translation type="vanished">&amp;Renomear</translation>
    </message>
    <message>
      <source>Game: %1 (saved %2)</source>
      <comment>SlotsDialog|</comment>
      <translation type="vanished">Partida: %1 (salva %2)</translation>
    </message>
    <message>
      <source>%1 (%2)</source>
      <comment>Story|</comment>
      <translation type="vanished">%1 (%2)</translation>
    </message>
    <message>
      <source>Discard (%1)</source>
      <comment>Table|</comment>
      <translation type="vanished">Descarte (%1)</translation>
    </message>
    <message>
      <source>Draw pile</source>
      <comment>Table|</comment>
      <translation type="vanished">Monte</translation>
    </message>
    <message>
      <source>Waiting to be put on a building.</source>
      <comment>TableSpeech|</comment>
      <translation type="vanished">Aguardando ser colocado num edifício.</translation>
    </message>
    <message>
      <source>Claimed already.</source>
      <comment>TicketToRide|</comment>
      <translation type="vanished">Já reivindicada.</translation>
    </message>
    <message>
      <source>The game is over: %1 share the win.</source>
      <comment>TicketToRide|</comment>
      <translation type="vanished">O jogo acabou: %1 dividem a vitória.</translation>
    </message>
    <message>
      <source>The game is over: %1 wins.</source>
      <comment>TicketToRide|</comment>
      <translation type="vanished">O jogo acabou: %1 vence.</translation>
    </message>
  </context>
</TS>
