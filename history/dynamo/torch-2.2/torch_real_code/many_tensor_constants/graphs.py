# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_real_code.py:many_tensor_constants:4, code: x = x + torch.tensor(i)
        tensor = torch.tensor(0)
        x = l_x_ + tensor;  l_x_ = tensor = None
        tensor_1 = torch.tensor(1)
        x_1 = x + tensor_1;  x = tensor_1 = None
        tensor_2 = torch.tensor(2)
        x_2 = x_1 + tensor_2;  x_1 = tensor_2 = None
        tensor_3 = torch.tensor(3)
        x_3 = x_2 + tensor_3;  x_2 = tensor_3 = None
        tensor_4 = torch.tensor(4)
        x_4 = x_3 + tensor_4;  x_3 = tensor_4 = None
        tensor_5 = torch.tensor(5)
        x_5 = x_4 + tensor_5;  x_4 = tensor_5 = None
        tensor_6 = torch.tensor(6)
        x_6 = x_5 + tensor_6;  x_5 = tensor_6 = None
        tensor_7 = torch.tensor(7)
        x_7 = x_6 + tensor_7;  x_6 = tensor_7 = None
        tensor_8 = torch.tensor(8)
        x_8 = x_7 + tensor_8;  x_7 = tensor_8 = None
        tensor_9 = torch.tensor(9)
        x_9 = x_8 + tensor_9;  x_8 = tensor_9 = None
        tensor_10 = torch.tensor(10)
        x_10 = x_9 + tensor_10;  x_9 = tensor_10 = None
        tensor_11 = torch.tensor(11)
        x_11 = x_10 + tensor_11;  x_10 = tensor_11 = None
        tensor_12 = torch.tensor(12)
        x_12 = x_11 + tensor_12;  x_11 = tensor_12 = None
        tensor_13 = torch.tensor(13)
        x_13 = x_12 + tensor_13;  x_12 = tensor_13 = None
        tensor_14 = torch.tensor(14)
        x_14 = x_13 + tensor_14;  x_13 = tensor_14 = None
        tensor_15 = torch.tensor(15)
        x_15 = x_14 + tensor_15;  x_14 = tensor_15 = None
        tensor_16 = torch.tensor(16)
        x_16 = x_15 + tensor_16;  x_15 = tensor_16 = None
        tensor_17 = torch.tensor(17)
        x_17 = x_16 + tensor_17;  x_16 = tensor_17 = None
        tensor_18 = torch.tensor(18)
        x_18 = x_17 + tensor_18;  x_17 = tensor_18 = None
        tensor_19 = torch.tensor(19)
        x_19 = x_18 + tensor_19;  x_18 = tensor_19 = None
        tensor_20 = torch.tensor(20)
        x_20 = x_19 + tensor_20;  x_19 = tensor_20 = None
        tensor_21 = torch.tensor(21)
        x_21 = x_20 + tensor_21;  x_20 = tensor_21 = None
        tensor_22 = torch.tensor(22)
        x_22 = x_21 + tensor_22;  x_21 = tensor_22 = None
        tensor_23 = torch.tensor(23)
        x_23 = x_22 + tensor_23;  x_22 = tensor_23 = None
        tensor_24 = torch.tensor(24)
        x_24 = x_23 + tensor_24;  x_23 = tensor_24 = None
        tensor_25 = torch.tensor(25)
        x_25 = x_24 + tensor_25;  x_24 = tensor_25 = None
        tensor_26 = torch.tensor(26)
        x_26 = x_25 + tensor_26;  x_25 = tensor_26 = None
        tensor_27 = torch.tensor(27)
        x_27 = x_26 + tensor_27;  x_26 = tensor_27 = None
        tensor_28 = torch.tensor(28)
        x_28 = x_27 + tensor_28;  x_27 = tensor_28 = None
        tensor_29 = torch.tensor(29)
        x_29 = x_28 + tensor_29;  x_28 = tensor_29 = None
        tensor_30 = torch.tensor(30)
        x_30 = x_29 + tensor_30;  x_29 = tensor_30 = None
        tensor_31 = torch.tensor(31)
        x_31 = x_30 + tensor_31;  x_30 = tensor_31 = None
        tensor_32 = torch.tensor(32)
        x_32 = x_31 + tensor_32;  x_31 = tensor_32 = None
        tensor_33 = torch.tensor(33)
        x_33 = x_32 + tensor_33;  x_32 = tensor_33 = None
        tensor_34 = torch.tensor(34)
        x_34 = x_33 + tensor_34;  x_33 = tensor_34 = None
        tensor_35 = torch.tensor(35)
        x_35 = x_34 + tensor_35;  x_34 = tensor_35 = None
        tensor_36 = torch.tensor(36)
        x_36 = x_35 + tensor_36;  x_35 = tensor_36 = None
        tensor_37 = torch.tensor(37)
        x_37 = x_36 + tensor_37;  x_36 = tensor_37 = None
        tensor_38 = torch.tensor(38)
        x_38 = x_37 + tensor_38;  x_37 = tensor_38 = None
        tensor_39 = torch.tensor(39)
        x_39 = x_38 + tensor_39;  x_38 = tensor_39 = None
        tensor_40 = torch.tensor(40)
        x_40 = x_39 + tensor_40;  x_39 = tensor_40 = None
        tensor_41 = torch.tensor(41)
        x_41 = x_40 + tensor_41;  x_40 = tensor_41 = None
        tensor_42 = torch.tensor(42)
        x_42 = x_41 + tensor_42;  x_41 = tensor_42 = None
        tensor_43 = torch.tensor(43)
        x_43 = x_42 + tensor_43;  x_42 = tensor_43 = None
        tensor_44 = torch.tensor(44)
        x_44 = x_43 + tensor_44;  x_43 = tensor_44 = None
        tensor_45 = torch.tensor(45)
        x_45 = x_44 + tensor_45;  x_44 = tensor_45 = None
        tensor_46 = torch.tensor(46)
        x_46 = x_45 + tensor_46;  x_45 = tensor_46 = None
        tensor_47 = torch.tensor(47)
        x_47 = x_46 + tensor_47;  x_46 = tensor_47 = None
        tensor_48 = torch.tensor(48)
        x_48 = x_47 + tensor_48;  x_47 = tensor_48 = None
        tensor_49 = torch.tensor(49)
        x_49 = x_48 + tensor_49;  x_48 = tensor_49 = None
        tensor_50 = torch.tensor(50)
        x_50 = x_49 + tensor_50;  x_49 = tensor_50 = None
        tensor_51 = torch.tensor(51)
        x_51 = x_50 + tensor_51;  x_50 = tensor_51 = None
        tensor_52 = torch.tensor(52)
        x_52 = x_51 + tensor_52;  x_51 = tensor_52 = None
        tensor_53 = torch.tensor(53)
        x_53 = x_52 + tensor_53;  x_52 = tensor_53 = None
        tensor_54 = torch.tensor(54)
        x_54 = x_53 + tensor_54;  x_53 = tensor_54 = None
        tensor_55 = torch.tensor(55)
        x_55 = x_54 + tensor_55;  x_54 = tensor_55 = None
        tensor_56 = torch.tensor(56)
        x_56 = x_55 + tensor_56;  x_55 = tensor_56 = None
        tensor_57 = torch.tensor(57)
        x_57 = x_56 + tensor_57;  x_56 = tensor_57 = None
        tensor_58 = torch.tensor(58)
        x_58 = x_57 + tensor_58;  x_57 = tensor_58 = None
        tensor_59 = torch.tensor(59)
        x_59 = x_58 + tensor_59;  x_58 = tensor_59 = None
        tensor_60 = torch.tensor(60)
        x_60 = x_59 + tensor_60;  x_59 = tensor_60 = None
        tensor_61 = torch.tensor(61)
        x_61 = x_60 + tensor_61;  x_60 = tensor_61 = None
        tensor_62 = torch.tensor(62)
        x_62 = x_61 + tensor_62;  x_61 = tensor_62 = None
        tensor_63 = torch.tensor(63)
        x_63 = x_62 + tensor_63;  x_62 = tensor_63 = None
        tensor_64 = torch.tensor(64)
        x_64 = x_63 + tensor_64;  x_63 = tensor_64 = None
        tensor_65 = torch.tensor(65)
        x_65 = x_64 + tensor_65;  x_64 = tensor_65 = None
        tensor_66 = torch.tensor(66)
        x_66 = x_65 + tensor_66;  x_65 = tensor_66 = None
        tensor_67 = torch.tensor(67)
        x_67 = x_66 + tensor_67;  x_66 = tensor_67 = None
        tensor_68 = torch.tensor(68)
        x_68 = x_67 + tensor_68;  x_67 = tensor_68 = None
        tensor_69 = torch.tensor(69)
        x_69 = x_68 + tensor_69;  x_68 = tensor_69 = None
        tensor_70 = torch.tensor(70)
        x_70 = x_69 + tensor_70;  x_69 = tensor_70 = None
        tensor_71 = torch.tensor(71)
        x_71 = x_70 + tensor_71;  x_70 = tensor_71 = None
        tensor_72 = torch.tensor(72)
        x_72 = x_71 + tensor_72;  x_71 = tensor_72 = None
        tensor_73 = torch.tensor(73)
        x_73 = x_72 + tensor_73;  x_72 = tensor_73 = None
        tensor_74 = torch.tensor(74)
        x_74 = x_73 + tensor_74;  x_73 = tensor_74 = None
        tensor_75 = torch.tensor(75)
        x_75 = x_74 + tensor_75;  x_74 = tensor_75 = None
        tensor_76 = torch.tensor(76)
        x_76 = x_75 + tensor_76;  x_75 = tensor_76 = None
        tensor_77 = torch.tensor(77)
        x_77 = x_76 + tensor_77;  x_76 = tensor_77 = None
        tensor_78 = torch.tensor(78)
        x_78 = x_77 + tensor_78;  x_77 = tensor_78 = None
        tensor_79 = torch.tensor(79)
        x_79 = x_78 + tensor_79;  x_78 = tensor_79 = None
        tensor_80 = torch.tensor(80)
        x_80 = x_79 + tensor_80;  x_79 = tensor_80 = None
        tensor_81 = torch.tensor(81)
        x_81 = x_80 + tensor_81;  x_80 = tensor_81 = None
        tensor_82 = torch.tensor(82)
        x_82 = x_81 + tensor_82;  x_81 = tensor_82 = None
        tensor_83 = torch.tensor(83)
        x_83 = x_82 + tensor_83;  x_82 = tensor_83 = None
        tensor_84 = torch.tensor(84)
        x_84 = x_83 + tensor_84;  x_83 = tensor_84 = None
        tensor_85 = torch.tensor(85)
        x_85 = x_84 + tensor_85;  x_84 = tensor_85 = None
        tensor_86 = torch.tensor(86)
        x_86 = x_85 + tensor_86;  x_85 = tensor_86 = None
        tensor_87 = torch.tensor(87)
        x_87 = x_86 + tensor_87;  x_86 = tensor_87 = None
        tensor_88 = torch.tensor(88)
        x_88 = x_87 + tensor_88;  x_87 = tensor_88 = None
        tensor_89 = torch.tensor(89)
        x_89 = x_88 + tensor_89;  x_88 = tensor_89 = None
        tensor_90 = torch.tensor(90)
        x_90 = x_89 + tensor_90;  x_89 = tensor_90 = None
        tensor_91 = torch.tensor(91)
        x_91 = x_90 + tensor_91;  x_90 = tensor_91 = None
        tensor_92 = torch.tensor(92)
        x_92 = x_91 + tensor_92;  x_91 = tensor_92 = None
        tensor_93 = torch.tensor(93)
        x_93 = x_92 + tensor_93;  x_92 = tensor_93 = None
        tensor_94 = torch.tensor(94)
        x_94 = x_93 + tensor_94;  x_93 = tensor_94 = None
        tensor_95 = torch.tensor(95)
        x_95 = x_94 + tensor_95;  x_94 = tensor_95 = None
        tensor_96 = torch.tensor(96)
        x_96 = x_95 + tensor_96;  x_95 = tensor_96 = None
        tensor_97 = torch.tensor(97)
        x_97 = x_96 + tensor_97;  x_96 = tensor_97 = None
        tensor_98 = torch.tensor(98)
        x_98 = x_97 + tensor_98;  x_97 = tensor_98 = None
        tensor_99 = torch.tensor(99)
        x_99 = x_98 + tensor_99;  x_98 = tensor_99 = None
        tensor_100 = torch.tensor(100)
        x_100 = x_99 + tensor_100;  x_99 = tensor_100 = None
        tensor_101 = torch.tensor(101)
        x_101 = x_100 + tensor_101;  x_100 = tensor_101 = None
        tensor_102 = torch.tensor(102)
        x_102 = x_101 + tensor_102;  x_101 = tensor_102 = None
        tensor_103 = torch.tensor(103)
        x_103 = x_102 + tensor_103;  x_102 = tensor_103 = None
        tensor_104 = torch.tensor(104)
        x_104 = x_103 + tensor_104;  x_103 = tensor_104 = None
        tensor_105 = torch.tensor(105)
        x_105 = x_104 + tensor_105;  x_104 = tensor_105 = None
        tensor_106 = torch.tensor(106)
        x_106 = x_105 + tensor_106;  x_105 = tensor_106 = None
        tensor_107 = torch.tensor(107)
        x_107 = x_106 + tensor_107;  x_106 = tensor_107 = None
        tensor_108 = torch.tensor(108)
        x_108 = x_107 + tensor_108;  x_107 = tensor_108 = None
        tensor_109 = torch.tensor(109)
        x_109 = x_108 + tensor_109;  x_108 = tensor_109 = None
        tensor_110 = torch.tensor(110)
        x_110 = x_109 + tensor_110;  x_109 = tensor_110 = None
        tensor_111 = torch.tensor(111)
        x_111 = x_110 + tensor_111;  x_110 = tensor_111 = None
        tensor_112 = torch.tensor(112)
        x_112 = x_111 + tensor_112;  x_111 = tensor_112 = None
        tensor_113 = torch.tensor(113)
        x_113 = x_112 + tensor_113;  x_112 = tensor_113 = None
        tensor_114 = torch.tensor(114)
        x_114 = x_113 + tensor_114;  x_113 = tensor_114 = None
        tensor_115 = torch.tensor(115)
        x_115 = x_114 + tensor_115;  x_114 = tensor_115 = None
        tensor_116 = torch.tensor(116)
        x_116 = x_115 + tensor_116;  x_115 = tensor_116 = None
        tensor_117 = torch.tensor(117)
        x_117 = x_116 + tensor_117;  x_116 = tensor_117 = None
        tensor_118 = torch.tensor(118)
        x_118 = x_117 + tensor_118;  x_117 = tensor_118 = None
        tensor_119 = torch.tensor(119)
        x_119 = x_118 + tensor_119;  x_118 = tensor_119 = None
        tensor_120 = torch.tensor(120)
        x_120 = x_119 + tensor_120;  x_119 = tensor_120 = None
        tensor_121 = torch.tensor(121)
        x_121 = x_120 + tensor_121;  x_120 = tensor_121 = None
        tensor_122 = torch.tensor(122)
        x_122 = x_121 + tensor_122;  x_121 = tensor_122 = None
        tensor_123 = torch.tensor(123)
        x_123 = x_122 + tensor_123;  x_122 = tensor_123 = None
        tensor_124 = torch.tensor(124)
        x_124 = x_123 + tensor_124;  x_123 = tensor_124 = None
        tensor_125 = torch.tensor(125)
        x_125 = x_124 + tensor_125;  x_124 = tensor_125 = None
        tensor_126 = torch.tensor(126)
        x_126 = x_125 + tensor_126;  x_125 = tensor_126 = None
        tensor_127 = torch.tensor(127)
        x_127 = x_126 + tensor_127;  x_126 = tensor_127 = None
        tensor_128 = torch.tensor(128)
        x_128 = x_127 + tensor_128;  x_127 = tensor_128 = None
        tensor_129 = torch.tensor(129)
        x_129 = x_128 + tensor_129;  x_128 = tensor_129 = None
        tensor_130 = torch.tensor(130)
        x_130 = x_129 + tensor_130;  x_129 = tensor_130 = None
        tensor_131 = torch.tensor(131)
        x_131 = x_130 + tensor_131;  x_130 = tensor_131 = None
        tensor_132 = torch.tensor(132)
        x_132 = x_131 + tensor_132;  x_131 = tensor_132 = None
        tensor_133 = torch.tensor(133)
        x_133 = x_132 + tensor_133;  x_132 = tensor_133 = None
        tensor_134 = torch.tensor(134)
        x_134 = x_133 + tensor_134;  x_133 = tensor_134 = None
        tensor_135 = torch.tensor(135)
        x_135 = x_134 + tensor_135;  x_134 = tensor_135 = None
        tensor_136 = torch.tensor(136)
        x_136 = x_135 + tensor_136;  x_135 = tensor_136 = None
        tensor_137 = torch.tensor(137)
        x_137 = x_136 + tensor_137;  x_136 = tensor_137 = None
        tensor_138 = torch.tensor(138)
        x_138 = x_137 + tensor_138;  x_137 = tensor_138 = None
        tensor_139 = torch.tensor(139)
        x_139 = x_138 + tensor_139;  x_138 = tensor_139 = None
        tensor_140 = torch.tensor(140)
        x_140 = x_139 + tensor_140;  x_139 = tensor_140 = None
        tensor_141 = torch.tensor(141)
        x_141 = x_140 + tensor_141;  x_140 = tensor_141 = None
        tensor_142 = torch.tensor(142)
        x_142 = x_141 + tensor_142;  x_141 = tensor_142 = None
        tensor_143 = torch.tensor(143)
        x_143 = x_142 + tensor_143;  x_142 = tensor_143 = None
        tensor_144 = torch.tensor(144)
        x_144 = x_143 + tensor_144;  x_143 = tensor_144 = None
        tensor_145 = torch.tensor(145)
        x_145 = x_144 + tensor_145;  x_144 = tensor_145 = None
        tensor_146 = torch.tensor(146)
        x_146 = x_145 + tensor_146;  x_145 = tensor_146 = None
        tensor_147 = torch.tensor(147)
        x_147 = x_146 + tensor_147;  x_146 = tensor_147 = None
        tensor_148 = torch.tensor(148)
        x_148 = x_147 + tensor_148;  x_147 = tensor_148 = None
        tensor_149 = torch.tensor(149)
        x_149 = x_148 + tensor_149;  x_148 = tensor_149 = None
        tensor_150 = torch.tensor(150)
        x_150 = x_149 + tensor_150;  x_149 = tensor_150 = None
        tensor_151 = torch.tensor(151)
        x_151 = x_150 + tensor_151;  x_150 = tensor_151 = None
        tensor_152 = torch.tensor(152)
        x_152 = x_151 + tensor_152;  x_151 = tensor_152 = None
        tensor_153 = torch.tensor(153)
        x_153 = x_152 + tensor_153;  x_152 = tensor_153 = None
        tensor_154 = torch.tensor(154)
        x_154 = x_153 + tensor_154;  x_153 = tensor_154 = None
        tensor_155 = torch.tensor(155)
        x_155 = x_154 + tensor_155;  x_154 = tensor_155 = None
        tensor_156 = torch.tensor(156)
        x_156 = x_155 + tensor_156;  x_155 = tensor_156 = None
        tensor_157 = torch.tensor(157)
        x_157 = x_156 + tensor_157;  x_156 = tensor_157 = None
        tensor_158 = torch.tensor(158)
        x_158 = x_157 + tensor_158;  x_157 = tensor_158 = None
        tensor_159 = torch.tensor(159)
        x_159 = x_158 + tensor_159;  x_158 = tensor_159 = None
        tensor_160 = torch.tensor(160)
        x_160 = x_159 + tensor_160;  x_159 = tensor_160 = None
        tensor_161 = torch.tensor(161)
        x_161 = x_160 + tensor_161;  x_160 = tensor_161 = None
        tensor_162 = torch.tensor(162)
        x_162 = x_161 + tensor_162;  x_161 = tensor_162 = None
        tensor_163 = torch.tensor(163)
        x_163 = x_162 + tensor_163;  x_162 = tensor_163 = None
        tensor_164 = torch.tensor(164)
        x_164 = x_163 + tensor_164;  x_163 = tensor_164 = None
        tensor_165 = torch.tensor(165)
        x_165 = x_164 + tensor_165;  x_164 = tensor_165 = None
        tensor_166 = torch.tensor(166)
        x_166 = x_165 + tensor_166;  x_165 = tensor_166 = None
        tensor_167 = torch.tensor(167)
        x_167 = x_166 + tensor_167;  x_166 = tensor_167 = None
        tensor_168 = torch.tensor(168)
        x_168 = x_167 + tensor_168;  x_167 = tensor_168 = None
        tensor_169 = torch.tensor(169)
        x_169 = x_168 + tensor_169;  x_168 = tensor_169 = None
        tensor_170 = torch.tensor(170)
        x_170 = x_169 + tensor_170;  x_169 = tensor_170 = None
        tensor_171 = torch.tensor(171)
        x_171 = x_170 + tensor_171;  x_170 = tensor_171 = None
        tensor_172 = torch.tensor(172)
        x_172 = x_171 + tensor_172;  x_171 = tensor_172 = None
        tensor_173 = torch.tensor(173)
        x_173 = x_172 + tensor_173;  x_172 = tensor_173 = None
        tensor_174 = torch.tensor(174)
        x_174 = x_173 + tensor_174;  x_173 = tensor_174 = None
        tensor_175 = torch.tensor(175)
        x_175 = x_174 + tensor_175;  x_174 = tensor_175 = None
        tensor_176 = torch.tensor(176)
        x_176 = x_175 + tensor_176;  x_175 = tensor_176 = None
        tensor_177 = torch.tensor(177)
        x_177 = x_176 + tensor_177;  x_176 = tensor_177 = None
        tensor_178 = torch.tensor(178)
        x_178 = x_177 + tensor_178;  x_177 = tensor_178 = None
        tensor_179 = torch.tensor(179)
        x_179 = x_178 + tensor_179;  x_178 = tensor_179 = None
        tensor_180 = torch.tensor(180)
        x_180 = x_179 + tensor_180;  x_179 = tensor_180 = None
        tensor_181 = torch.tensor(181)
        x_181 = x_180 + tensor_181;  x_180 = tensor_181 = None
        tensor_182 = torch.tensor(182)
        x_182 = x_181 + tensor_182;  x_181 = tensor_182 = None
        tensor_183 = torch.tensor(183)
        x_183 = x_182 + tensor_183;  x_182 = tensor_183 = None
        tensor_184 = torch.tensor(184)
        x_184 = x_183 + tensor_184;  x_183 = tensor_184 = None
        tensor_185 = torch.tensor(185)
        x_185 = x_184 + tensor_185;  x_184 = tensor_185 = None
        tensor_186 = torch.tensor(186)
        x_186 = x_185 + tensor_186;  x_185 = tensor_186 = None
        tensor_187 = torch.tensor(187)
        x_187 = x_186 + tensor_187;  x_186 = tensor_187 = None
        tensor_188 = torch.tensor(188)
        x_188 = x_187 + tensor_188;  x_187 = tensor_188 = None
        tensor_189 = torch.tensor(189)
        x_189 = x_188 + tensor_189;  x_188 = tensor_189 = None
        tensor_190 = torch.tensor(190)
        x_190 = x_189 + tensor_190;  x_189 = tensor_190 = None
        tensor_191 = torch.tensor(191)
        x_191 = x_190 + tensor_191;  x_190 = tensor_191 = None
        tensor_192 = torch.tensor(192)
        x_192 = x_191 + tensor_192;  x_191 = tensor_192 = None
        tensor_193 = torch.tensor(193)
        x_193 = x_192 + tensor_193;  x_192 = tensor_193 = None
        tensor_194 = torch.tensor(194)
        x_194 = x_193 + tensor_194;  x_193 = tensor_194 = None
        tensor_195 = torch.tensor(195)
        x_195 = x_194 + tensor_195;  x_194 = tensor_195 = None
        tensor_196 = torch.tensor(196)
        x_196 = x_195 + tensor_196;  x_195 = tensor_196 = None
        tensor_197 = torch.tensor(197)
        x_197 = x_196 + tensor_197;  x_196 = tensor_197 = None
        tensor_198 = torch.tensor(198)
        x_198 = x_197 + tensor_198;  x_197 = tensor_198 = None
        tensor_199 = torch.tensor(199)
        x_199 = x_198 + tensor_199;  x_198 = tensor_199 = None
        tensor_200 = torch.tensor(200)
        x_200 = x_199 + tensor_200;  x_199 = tensor_200 = None
        tensor_201 = torch.tensor(201)
        x_201 = x_200 + tensor_201;  x_200 = tensor_201 = None
        tensor_202 = torch.tensor(202)
        x_202 = x_201 + tensor_202;  x_201 = tensor_202 = None
        tensor_203 = torch.tensor(203)
        x_203 = x_202 + tensor_203;  x_202 = tensor_203 = None
        tensor_204 = torch.tensor(204)
        x_204 = x_203 + tensor_204;  x_203 = tensor_204 = None
        tensor_205 = torch.tensor(205)
        x_205 = x_204 + tensor_205;  x_204 = tensor_205 = None
        tensor_206 = torch.tensor(206)
        x_206 = x_205 + tensor_206;  x_205 = tensor_206 = None
        tensor_207 = torch.tensor(207)
        x_207 = x_206 + tensor_207;  x_206 = tensor_207 = None
        tensor_208 = torch.tensor(208)
        x_208 = x_207 + tensor_208;  x_207 = tensor_208 = None
        tensor_209 = torch.tensor(209)
        x_209 = x_208 + tensor_209;  x_208 = tensor_209 = None
        tensor_210 = torch.tensor(210)
        x_210 = x_209 + tensor_210;  x_209 = tensor_210 = None
        tensor_211 = torch.tensor(211)
        x_211 = x_210 + tensor_211;  x_210 = tensor_211 = None
        tensor_212 = torch.tensor(212)
        x_212 = x_211 + tensor_212;  x_211 = tensor_212 = None
        tensor_213 = torch.tensor(213)
        x_213 = x_212 + tensor_213;  x_212 = tensor_213 = None
        tensor_214 = torch.tensor(214)
        x_214 = x_213 + tensor_214;  x_213 = tensor_214 = None
        tensor_215 = torch.tensor(215)
        x_215 = x_214 + tensor_215;  x_214 = tensor_215 = None
        tensor_216 = torch.tensor(216)
        x_216 = x_215 + tensor_216;  x_215 = tensor_216 = None
        tensor_217 = torch.tensor(217)
        x_217 = x_216 + tensor_217;  x_216 = tensor_217 = None
        tensor_218 = torch.tensor(218)
        x_218 = x_217 + tensor_218;  x_217 = tensor_218 = None
        tensor_219 = torch.tensor(219)
        x_219 = x_218 + tensor_219;  x_218 = tensor_219 = None
        tensor_220 = torch.tensor(220)
        x_220 = x_219 + tensor_220;  x_219 = tensor_220 = None
        tensor_221 = torch.tensor(221)
        x_221 = x_220 + tensor_221;  x_220 = tensor_221 = None
        tensor_222 = torch.tensor(222)
        x_222 = x_221 + tensor_222;  x_221 = tensor_222 = None
        tensor_223 = torch.tensor(223)
        x_223 = x_222 + tensor_223;  x_222 = tensor_223 = None
        tensor_224 = torch.tensor(224)
        x_224 = x_223 + tensor_224;  x_223 = tensor_224 = None
        tensor_225 = torch.tensor(225)
        x_225 = x_224 + tensor_225;  x_224 = tensor_225 = None
        tensor_226 = torch.tensor(226)
        x_226 = x_225 + tensor_226;  x_225 = tensor_226 = None
        tensor_227 = torch.tensor(227)
        x_227 = x_226 + tensor_227;  x_226 = tensor_227 = None
        tensor_228 = torch.tensor(228)
        x_228 = x_227 + tensor_228;  x_227 = tensor_228 = None
        tensor_229 = torch.tensor(229)
        x_229 = x_228 + tensor_229;  x_228 = tensor_229 = None
        tensor_230 = torch.tensor(230)
        x_230 = x_229 + tensor_230;  x_229 = tensor_230 = None
        tensor_231 = torch.tensor(231)
        x_231 = x_230 + tensor_231;  x_230 = tensor_231 = None
        tensor_232 = torch.tensor(232)
        x_232 = x_231 + tensor_232;  x_231 = tensor_232 = None
        tensor_233 = torch.tensor(233)
        x_233 = x_232 + tensor_233;  x_232 = tensor_233 = None
        tensor_234 = torch.tensor(234)
        x_234 = x_233 + tensor_234;  x_233 = tensor_234 = None
        tensor_235 = torch.tensor(235)
        x_235 = x_234 + tensor_235;  x_234 = tensor_235 = None
        tensor_236 = torch.tensor(236)
        x_236 = x_235 + tensor_236;  x_235 = tensor_236 = None
        tensor_237 = torch.tensor(237)
        x_237 = x_236 + tensor_237;  x_236 = tensor_237 = None
        tensor_238 = torch.tensor(238)
        x_238 = x_237 + tensor_238;  x_237 = tensor_238 = None
        tensor_239 = torch.tensor(239)
        x_239 = x_238 + tensor_239;  x_238 = tensor_239 = None
        tensor_240 = torch.tensor(240)
        x_240 = x_239 + tensor_240;  x_239 = tensor_240 = None
        tensor_241 = torch.tensor(241)
        x_241 = x_240 + tensor_241;  x_240 = tensor_241 = None
        tensor_242 = torch.tensor(242)
        x_242 = x_241 + tensor_242;  x_241 = tensor_242 = None
        tensor_243 = torch.tensor(243)
        x_243 = x_242 + tensor_243;  x_242 = tensor_243 = None
        tensor_244 = torch.tensor(244)
        x_244 = x_243 + tensor_244;  x_243 = tensor_244 = None
        tensor_245 = torch.tensor(245)
        x_245 = x_244 + tensor_245;  x_244 = tensor_245 = None
        tensor_246 = torch.tensor(246)
        x_246 = x_245 + tensor_246;  x_245 = tensor_246 = None
        tensor_247 = torch.tensor(247)
        x_247 = x_246 + tensor_247;  x_246 = tensor_247 = None
        tensor_248 = torch.tensor(248)
        x_248 = x_247 + tensor_248;  x_247 = tensor_248 = None
        tensor_249 = torch.tensor(249)
        x_249 = x_248 + tensor_249;  x_248 = tensor_249 = None
        tensor_250 = torch.tensor(250)
        x_250 = x_249 + tensor_250;  x_249 = tensor_250 = None
        tensor_251 = torch.tensor(251)
        x_251 = x_250 + tensor_251;  x_250 = tensor_251 = None
        tensor_252 = torch.tensor(252)
        x_252 = x_251 + tensor_252;  x_251 = tensor_252 = None
        tensor_253 = torch.tensor(253)
        x_253 = x_252 + tensor_253;  x_252 = tensor_253 = None
        tensor_254 = torch.tensor(254)
        x_254 = x_253 + tensor_254;  x_253 = tensor_254 = None
        tensor_255 = torch.tensor(255)
        x_255 = x_254 + tensor_255;  x_254 = tensor_255 = None
        tensor_256 = torch.tensor(256)
        x_256 = x_255 + tensor_256;  x_255 = tensor_256 = None
        tensor_257 = torch.tensor(257)
        x_257 = x_256 + tensor_257;  x_256 = tensor_257 = None
        tensor_258 = torch.tensor(258)
        x_258 = x_257 + tensor_258;  x_257 = tensor_258 = None
        tensor_259 = torch.tensor(259)
        x_259 = x_258 + tensor_259;  x_258 = tensor_259 = None
        tensor_260 = torch.tensor(260)
        x_260 = x_259 + tensor_260;  x_259 = tensor_260 = None
        tensor_261 = torch.tensor(261)
        x_261 = x_260 + tensor_261;  x_260 = tensor_261 = None
        tensor_262 = torch.tensor(262)
        x_262 = x_261 + tensor_262;  x_261 = tensor_262 = None
        tensor_263 = torch.tensor(263)
        x_263 = x_262 + tensor_263;  x_262 = tensor_263 = None
        tensor_264 = torch.tensor(264)
        x_264 = x_263 + tensor_264;  x_263 = tensor_264 = None
        tensor_265 = torch.tensor(265)
        x_265 = x_264 + tensor_265;  x_264 = tensor_265 = None
        tensor_266 = torch.tensor(266)
        x_266 = x_265 + tensor_266;  x_265 = tensor_266 = None
        tensor_267 = torch.tensor(267)
        x_267 = x_266 + tensor_267;  x_266 = tensor_267 = None
        tensor_268 = torch.tensor(268)
        x_268 = x_267 + tensor_268;  x_267 = tensor_268 = None
        tensor_269 = torch.tensor(269)
        x_269 = x_268 + tensor_269;  x_268 = tensor_269 = None
        tensor_270 = torch.tensor(270)
        x_270 = x_269 + tensor_270;  x_269 = tensor_270 = None
        tensor_271 = torch.tensor(271)
        x_271 = x_270 + tensor_271;  x_270 = tensor_271 = None
        tensor_272 = torch.tensor(272)
        x_272 = x_271 + tensor_272;  x_271 = tensor_272 = None
        tensor_273 = torch.tensor(273)
        x_273 = x_272 + tensor_273;  x_272 = tensor_273 = None
        tensor_274 = torch.tensor(274)
        x_274 = x_273 + tensor_274;  x_273 = tensor_274 = None
        tensor_275 = torch.tensor(275)
        x_275 = x_274 + tensor_275;  x_274 = tensor_275 = None
        tensor_276 = torch.tensor(276)
        x_276 = x_275 + tensor_276;  x_275 = tensor_276 = None
        tensor_277 = torch.tensor(277)
        x_277 = x_276 + tensor_277;  x_276 = tensor_277 = None
        tensor_278 = torch.tensor(278)
        x_278 = x_277 + tensor_278;  x_277 = tensor_278 = None
        tensor_279 = torch.tensor(279)
        x_279 = x_278 + tensor_279;  x_278 = tensor_279 = None
        tensor_280 = torch.tensor(280)
        x_280 = x_279 + tensor_280;  x_279 = tensor_280 = None
        tensor_281 = torch.tensor(281)
        x_281 = x_280 + tensor_281;  x_280 = tensor_281 = None
        tensor_282 = torch.tensor(282)
        x_282 = x_281 + tensor_282;  x_281 = tensor_282 = None
        tensor_283 = torch.tensor(283)
        x_283 = x_282 + tensor_283;  x_282 = tensor_283 = None
        tensor_284 = torch.tensor(284)
        x_284 = x_283 + tensor_284;  x_283 = tensor_284 = None
        tensor_285 = torch.tensor(285)
        x_285 = x_284 + tensor_285;  x_284 = tensor_285 = None
        tensor_286 = torch.tensor(286)
        x_286 = x_285 + tensor_286;  x_285 = tensor_286 = None
        tensor_287 = torch.tensor(287)
        x_287 = x_286 + tensor_287;  x_286 = tensor_287 = None
        tensor_288 = torch.tensor(288)
        x_288 = x_287 + tensor_288;  x_287 = tensor_288 = None
        tensor_289 = torch.tensor(289)
        x_289 = x_288 + tensor_289;  x_288 = tensor_289 = None
        tensor_290 = torch.tensor(290)
        x_290 = x_289 + tensor_290;  x_289 = tensor_290 = None
        tensor_291 = torch.tensor(291)
        x_291 = x_290 + tensor_291;  x_290 = tensor_291 = None
        tensor_292 = torch.tensor(292)
        x_292 = x_291 + tensor_292;  x_291 = tensor_292 = None
        tensor_293 = torch.tensor(293)
        x_293 = x_292 + tensor_293;  x_292 = tensor_293 = None
        tensor_294 = torch.tensor(294)
        x_294 = x_293 + tensor_294;  x_293 = tensor_294 = None
        tensor_295 = torch.tensor(295)
        x_295 = x_294 + tensor_295;  x_294 = tensor_295 = None
        tensor_296 = torch.tensor(296)
        x_296 = x_295 + tensor_296;  x_295 = tensor_296 = None
        tensor_297 = torch.tensor(297)
        x_297 = x_296 + tensor_297;  x_296 = tensor_297 = None
        tensor_298 = torch.tensor(298)
        x_298 = x_297 + tensor_298;  x_297 = tensor_298 = None
        tensor_299 = torch.tensor(299)
        x_299 = x_298 + tensor_299;  x_298 = tensor_299 = None
        return (x_299,)
